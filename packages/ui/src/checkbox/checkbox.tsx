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
  isSelected?: boolean;
  /** Whether it starts checked, when the checkbox owns its state. @default false */
  defaultSelected?: boolean;
  /** Shows a dash: some but not all of a group are checked (a "select all" box). @default false */
  isIndeterminate?: boolean;
  /** Called with the new checked state when the user toggles it. */
  onChange?: (isSelected: boolean) => void;
  /** The value sent with the form when checked (and its key inside a CheckboxGroup). */
  value?: string;
  /** The form field name it is submitted under. */
  name?: string;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Must be checked before the form is sent (a terms box). @default false */
  isRequired?: boolean;
  /** Shows the error style; pair it with a message near the box. @default false */
  isInvalid?: boolean;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The slot it fills inside a react-aria parent (e.g. "selection" in a grid list row). */
  slot?: string | null;
  /** Visible label; when absent, pass `aria-label`. @default undefined */
  children?: ReactNode;
  /**
   * `lg` gives the box a 44 × 44 px touch target (a checkbox without a label on a phone list);
   * `md`'s target is at least 24 × 24 px. @default 'md'
   */
  size?: CheckboxSize;
}

/** The sizes, shared by the component, its types and its stories. */
export const checkboxSizes = ['md', 'lg'] as const satisfies readonly CheckboxSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type CheckboxSize = 'md' | 'lg';

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
          {children == null ? null : <span className={styles.label}>{children}</span>}
        </>
      )}
    </AriaCheckbox>
  );
}
