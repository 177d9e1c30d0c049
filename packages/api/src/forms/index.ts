export {
  checkPassword,
  EMAIL_PATTERN,
  emailField,
  formViolations,
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRuleIds,
  passwordRules,
  passwordsMatch,
  requiredText,
} from './rules';
export type { PasswordRuleId } from './rules';
