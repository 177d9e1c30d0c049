import type { ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { ChevronDownIcon } from '../icon/icons';
import * as styles from './select.css';

/** Props of {@link SelectPlaceholder}. */
export interface SelectPlaceholderProps {
  /** The label the select will have. */
  label?: ReactNode;
  /** The name of the option the select will show as chosen. */
  value?: ReactNode;
}

/**
 * A closed {@link Select}'s look, label, chosen value and chevron in the same boxes, without its
 * code: shown while a page loads the select after its first paint, so nothing moves when the
 * select takes its place. Not operable; it says it is busy.
 */
export function SelectPlaceholder({ label, value }: SelectPlaceholderProps) {
  return (
    <div className={fieldStyles.field} aria-busy="true">
      {label ? <span className={fieldStyles.label}>{label}</span> : null}
      <div className={`${styles.trigger} ${styles.waiting}`}>
        <span className={styles.value}>{value}</span>
        <ChevronDownIcon />
      </div>
    </div>
  );
}
