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
