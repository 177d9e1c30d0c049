import type { FocusEvent } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';

/** Input types a text field takes; other types have their own components. */
export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'url',
] as const satisfies readonly TextFieldType[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type TextFieldType = 'text' | 'email' | 'tel' | 'url';

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends
    FieldTextProps,
    Pick<
      AriaTextFieldProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'minLength'
      | 'maxLength'
      | 'pattern'
      | 'autoComplete'
      | 'autoFocus'
      | 'inputMode'
      | 'id'
      | 'aria-label'
    > {
  /** The text, when the parent owns the state (with `onChange`). */
  value?: string;
  /** The text it starts with, when the field owns its state. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the field loses focus (e.g. to check the value then). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The form field name it is submitted under. */
  name?: string;
  /** Must be filled in before the form is sent; a screen reader announces it as required. @default false */
  isRequired?: boolean;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the text and returns an error message (or `true`/`null` when it is fine). Shown with
   * the field like a native error.
   */
  validate?: (value: string) => string | string[] | true | null | undefined;
  /**
   * `native` blocks sending the form and shows errors like the browser would; `aria` only marks the
   * field invalid and lets the form be sent. Inside a `Form`, the form's setting
   * applies. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** Shortest allowed text, checked on submit. @default undefined */
  minLength?: number;
  /** Longest allowed text; the browser stops typing beyond it. @default undefined */
  maxLength?: number;
  /** A regular expression the whole text must match, checked on submit. @default undefined */
  pattern?: string;
  /** What the browser may fill in, e.g. `email`, `tel`, `given-name`, or `off`. @default undefined */
  autoComplete?: string;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** Which on-screen keyboard a phone shows, e.g. `numeric` for a code. @default from `type` */
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Input type. @default 'text' */
  type?: TextFieldType;
  /** Placeholder; never a replacement for the label. @default undefined */
  placeholder?: string;
}

/** A labelled single-line text input with help text and field-level errors. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Input placeholder={placeholder} className={fieldStyles.standaloneInput} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
