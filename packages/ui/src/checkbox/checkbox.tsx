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

/**
 * A checkbox turns one option on or off, or picks several from a list (in a CheckboxGroup); the
 * choice takes effect when the form is saved. For a setting that takes effect at once use a
 * Switch; for one choice out of several, a RadioGroup. Space toggles it; `isIndeterminate` shows
 * a partly selected group (a "select all" box).
 */
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
