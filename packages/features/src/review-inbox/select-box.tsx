import { Checkbox } from '@locperf/ui/checkbox';
import { useRef } from 'react';
import * as styles from './bulk.css';

/** Props of {@link SelectBox}. */
export interface SelectBoxProps {
  /** The review it selects, e.g. "Select the review of Anna M., 3 May". */
  label: string;
  isSelected: boolean;
  /** The touch size (44 px) of the compact, phone layout. */
  isCompact: boolean;
  /** `range`: Shift was held, so every review from the last one changed is selected too. */
  onChange: (selected: boolean, range: boolean) => void;
}

/** The bulk-selection checkbox of a review card: Shift with a click or Space selects a range. */
export function SelectBox({ label, isSelected, isCompact, onChange }: SelectBoxProps) {
  // react-aria's onChange carries no event: Shift is read as the press starts.
  const shift = useRef(false);
  const remember = (event: { shiftKey: boolean }) => {
    shift.current = event.shiftKey;
  };
  return (
    <span className={styles.select} onPointerDownCapture={remember} onKeyDownCapture={remember}>
      <Checkbox
        aria-label={label}
        size={isCompact ? 'lg' : 'md'}
        isSelected={isSelected}
        onChange={(selected) => onChange(selected, shift.current)}
      />
    </span>
  );
}
