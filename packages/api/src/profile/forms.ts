import * as z from 'zod/mini';
import { userLanguages } from '../auth/forms';
import { reportIntervalSchema } from '../common/schemas';
import { isIanaTimeZone } from './time-zones';
import {
  emailField,
  newPasswordField,
  passwordRepeatField,
  passwordsMatch,
  requiredText,
} from '../forms/rules';

/** Profile contact form and body (spec section 3, User). */
export const profileContactFormSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
});
export type ProfileContactForm = z.infer<typeof profileContactFormSchema>;

/**
 * An IANA time zone ("Choose a time zone from the list"): the form and the mock's 422 share
 * this rule, so a typed `EST` is refused before it is sent and again by the server.
 */
export const timeZoneField = () =>
  z.string().check(
    z.refine((v) => v.length > 0, 'validation.required'),
    z.refine((v) => v.length === 0 || isIanaTimeZone(v), 'validation.timezone'),
  );

/** Language and time zone form and body: a supported locale and an IANA zone. */
export const profileLocaleFormSchema = z.object({
  language: z.enum(userLanguages, 'validation.required'),
  timezone: timeZoneField(),
});
export type ProfileLocaleForm = z.infer<typeof profileLocaleFormSchema>;

/** Password change body: the current password and a new one meeting the policy (spec section 5). */
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string().check(z.refine((v) => v.length > 0, 'validation.required')),
  password: newPasswordField(),
});

/** Password change form: current, new and repeated password. */
export const passwordChangeFormSchema = z
  .extend(passwordChangeBodySchema, { passwordRepeat: passwordRepeatField() })
  .check(passwordsMatch());
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** Notification settings form and body (spec section 9: daily, weekly, monthly, never). */
export const notificationsFormSchema = z.object({
  reportInterval: reportIntervalSchema,
  newReviewEmail: z.boolean(),
});
export type NotificationsForm = z.infer<typeof notificationsFormSchema>;
