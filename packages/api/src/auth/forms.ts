import * as z from 'zod/mini';
import {
  emailField,
  newPasswordField,
  passwordRepeatField,
  passwordsMatch,
  requiredText,
} from '../forms/rules';

/**
 * One schema per accounts form (spec section 5). The client checks the form schema while the
 * user types; the mock backend answers 422 with the violations of the body schema, which the
 * form schema extends, so both sides apply the same rules.
 */

/** Sign-in form and body: both fields required, a valid email. */
export const signInFormSchema = z.object({
  email: emailField(),
  password: z.string().check(z.refine((v) => v.length > 0, 'validation.required')),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Locales a user can choose (spec section 9). */
export const userLanguages = ['en', 'de', 'fr'] as const;
export type UserLanguage = (typeof userLanguages)[number];

/** Sign-up body as the server checks it: terms and privacy must be accepted (spec section 5). */
export const signUpBodySchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  password: newPasswordField(),
  /** Optional in the contract (the server then uses English); the form always sends one. */
  language: z.optional(z.enum(userLanguages, 'validation.required')),
  organizationName: requiredText(120),
  acceptTerms: z.literal(true, 'auth.signup.terms_required'),
});

/** Sign-up form: the body plus the repeated password. */
export const signUpFormSchema = z
  .extend(signUpBodySchema, { passwordRepeat: passwordRepeatField() })
  .check(passwordsMatch());
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Forgot-password form and body. */
export const forgotPasswordFormSchema = z.object({ email: emailField() });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Password reset body: the link token and a new password meeting the policy. */
export const resetPasswordBodySchema = z.object({
  token: z.string().check(z.minLength(1, 'auth.password_reset.invalid_link')),
  password: newPasswordField(),
});

/** Password reset form: the body plus the repeated password. */
export const resetPasswordFormSchema = z
  .extend(resetPasswordBodySchema, { passwordRepeat: passwordRepeatField() })
  .check(passwordsMatch());
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
