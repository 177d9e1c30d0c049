import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import * as styles from './checkbox-group.css';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps
  extends
    FieldTextProps,
    Pick<
      AriaCheckboxGroupProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'id'
      | 'aria-label'
    > {
  /** The `value`s of the checked boxes, when the parent owns the state (with `onChange`). */
  value?: string[];
  /** The `value`s checked at first, when the group owns its state. @default [] */
  defaultValue?: string[];
  /** Called with the `value`s of all checked boxes after the user toggles one. */
  onChange?: (value: string[]) => void;
  /** The form field name it is submitted under. */
  name?: string;
  /** At least one box must be checked before the form is sent. @default false */
  isRequired?: boolean;
  /** Disables every checkbox. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the checked values and returns an error message (or `true`/`null` when it is fine). Shown with
   * the field like a native error.
   */
  validate?: (value: string[]) => string | string[] | true | null | undefined;
  /**
   * `native` blocks sending the form and shows errors like the browser would; `aria` only marks the
   * field invalid and lets the form be sent. Inside a `Form`, the form's setting
   * applies. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
  /** Layout of the options. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled group of checkboxes whose values form one field (e.g. locations of a product). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={styles.options[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
