import { useState } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { EyeIcon, EyeOffIcon } from '../icon/icons';

/** Spec section 9: passwords are 8 to 16 characters. */
export const passwordMinLength = 8;
export const passwordMaxLength = 16;

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps
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
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'autoFocus'
      | 'id'
    > {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible, e.g. "Hide password". */
  hideLabel: string;
  /** `autocomplete` hint: a sign-in form wants the saved password, a sign-up a new one. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** Shortest allowed password (spec section 9). @default 8 */
  minLength?: number;
  /**
   * A hard cap the browser enforces by cutting input. Off by default (issue 19: a pasted
   * 28-character password was cut to 16 and then failed another rule); the form's rules say
   * "8 to 16 characters" instead. @default undefined
   */
  maxLength?: number;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  minLength = passwordMinLength,
  maxLength,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      minLength={minLength}
      maxLength={maxLength}
      className={fieldStyles.field}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={fieldStyles.group}>
        <Input className={fieldStyles.input} />
        <Button
          className={fieldStyles.groupButton}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
