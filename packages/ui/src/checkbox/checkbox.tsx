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
}

/** A checkbox with a visible box; Space toggles it. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.root}>
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
