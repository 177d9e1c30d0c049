import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icon/icons';
import * as styles from './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Pick<
  AriaCheckboxProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'isIndeterminate'
  | 'onChange'
  | 'value'
  | 'name'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'autoFocus'
  | 'id'
  | 'aria-label'
  | 'slot'
> {
  /** Visible label; when absent, pass `aria-label`. @default undefined */
  children?: ReactNode;
  /**
   * `lg` gives the box a 44 × 44 px touch target (a checkbox without a label on a phone list);
   * `md`'s target is at least 24 × 24 px. @default 'md'
   */
  size?: CheckboxSize;
}

/** The sizes, shared by the component, its types and its stories. */
export const checkboxSizes = ['md', 'lg'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];

/** A checkbox with a visible box; Space toggles it. */
export function Checkbox({ children, size = 'md', ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={`${styles.root} ${styles.sizes[size]}`}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon size="sm" />
            ) : isSelected ? (
              <CheckIcon size="sm" />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
