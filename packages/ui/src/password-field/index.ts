export { PasswordField, passwordMaxLength, passwordMinLength } from './password-field';
export type { PasswordFieldProps } from './password-field';
