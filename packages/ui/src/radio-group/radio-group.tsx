import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import * as styles from './radio-group.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps
  extends
    FieldTextProps,
    Pick<
      AriaRadioGroupProps,
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
  /** The `value` of the selected option, when the parent owns the state (with `onChange`). */
  value?: string | null;
  /** The `value` of the option selected first, when the group owns its state. @default null (none) */
  defaultValue?: string | null;
  /** Called with the `value` of the option the user picked. */
  onChange?: (value: string) => void;
  /** The form field name it is submitted under. */
  name?: string;
  /** An option must be picked before the form is sent. @default false */
  isRequired?: boolean;
  /** Disables every option. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the picked value and returns an error message (or `true`/`null` when it is fine). Shown with
   * the field like a native error.
   */
  validate?: (value: string) => string | string[] | true | null | undefined;
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
  /** The `Radio` options. */
  children: ReactNode;
  /** Layout; arrow keys follow it. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled set of mutually exclusive options; arrow keys move the selection. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={styles.options[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}. */
export interface RadioProps extends Pick<
  AriaRadioProps,
  'value' | 'isDisabled' | 'id' | 'aria-label'
> {
  /** Visible label. */
  children: ReactNode;
}

/** One option of a {@link RadioGroup}. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
