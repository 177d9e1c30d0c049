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
  /** Whether it is checked, when the parent owns the state (with `onChange`). */
  isSelected?: AriaCheckboxProps['isSelected'];
  /** Whether it starts checked, when the checkbox owns its state. @default false */
  defaultSelected?: AriaCheckboxProps['defaultSelected'];
  /** Shows a dash: some but not all of a group are checked (a "select all" box). @default false */
  isIndeterminate?: AriaCheckboxProps['isIndeterminate'];
  /** Called with the new checked state when the user toggles it. */
  onChange?: AriaCheckboxProps['onChange'];
  /** The value sent with the form when checked (and its key inside a CheckboxGroup). */
  value?: AriaCheckboxProps['value'];
  /** The form field name it is submitted under. */
  name?: AriaCheckboxProps['name'];
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: AriaCheckboxProps['isDisabled'];
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: AriaCheckboxProps['isReadOnly'];
  /** Must be checked before the form is sent (a terms box). @default false */
  isRequired?: AriaCheckboxProps['isRequired'];
  /** Shows the error style; pair it with a message near the box. @default false */
  isInvalid?: AriaCheckboxProps['isInvalid'];
  /** Takes focus when it first appears. @default false */
  autoFocus?: AriaCheckboxProps['autoFocus'];
  /** The element id. */
  id?: AriaCheckboxProps['id'];
  /** The accessible name when there is no visible label. */
  'aria-label'?: AriaCheckboxProps['aria-label'];
  /** The slot it fills inside a react-aria parent (e.g. "selection" in a grid list row). */
  slot?: AriaCheckboxProps['slot'];
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
