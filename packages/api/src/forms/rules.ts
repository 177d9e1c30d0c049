import * as z from 'zod/mini';
import type { Violation } from '../client/errors';

/**
 * Field rules shared by every form schema of the accounts area (spec section 5). Each failing
 * rule reports a translation key as its message, so the client's field errors and the mock
 * backend's 422 violations carry the same keys and can never disagree.
 */

/** Spec sections 5 and 9: passwords are 8 to 16 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** Ids of the password rules of spec section 5, in the order the live checklist shows them. */
export const passwordRuleIds = ['length', 'digit', 'uppercase', 'lowercase', 'special'] as const;
export type PasswordRuleId = (typeof passwordRuleIds)[number];

/** The password rules as tests, for the live checklist (spec section 5). */
export const passwordRules: Readonly<Record<PasswordRuleId, (password: string) => boolean>> = {
  length: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  digit: (p) => /\d/.test(p),
  uppercase: (p) => /[A-Z]/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  special: (p) => /[^a-zA-Z\d]/.test(p),
};

/** Which password rules a password meets. */
export function checkPassword(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(
    passwordRuleIds.map((id) => [id, passwordRules[id](password)]),
  ) as Record<PasswordRuleId, boolean>;
}

/** A required text: after trimming at least one character ("This field is required"). */
export const requiredText = (max = 255) =>
  z.string().check(
    z.refine((v) => v.trim().length > 0, 'validation.required'),
    z.maxLength(max, 'validation.too_long.max'),
  );

/** A required email address ("Invalid Email Address"). */
export const emailField = () =>
  z.string().check(
    z.refine((v) => v.trim().length > 0, 'validation.required'),
    z.refine((v) => v.trim() === '' || EMAIL_PATTERN.test(v.trim()), 'validation.email'),
    z.maxLength(254, 'validation.too_long.max'),
  );

/** Deliberately loose: one @, no spaces, a dot in the domain; the confirmation mail proves the rest. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new password meeting every rule of spec section 5. Its message is the spec's own ("Passwords
 * do not match or do not meet the requirements."); the live checklist next to the field names
 * the rules, so no second wording of the policy exists.
 */
export const newPasswordField = () =>
  z.string().check(
    z.refine((v) => v.length > 0, 'validation.required'),
    z.refine(
      (v) => v.length === 0 || passwordRuleIds.every((id) => passwordRules[id](v)),
      'validation.password.invalid',
    ),
  );

/**
 * The repeated password: required like the password (owner trial 10: left empty it showed no
 * error, though the form marks it required); that it matches is {@link passwordsMatch}.
 */
export const passwordRepeatField = () =>
  z.string().check(z.refine((v) => v.length > 0, 'validation.required'));

/**
 * The repeat check of spec section 5 ("Passwords do not match."), on the `passwordRepeat` field.
 * It runs even while other fields are invalid, so the message shows as soon as it applies.
 */
export const passwordsMatch = () =>
  z.refine<{ password: string; passwordRepeat: string }>((v) => v.password === v.passwordRepeat, {
    message: 'validation.password.mismatch',
    path: ['passwordRepeat'],
    when: () => true,
  });

/** Params an issue's key needs, e.g. `{ num: 10 }` for "Enter at least {num} characters". */
function paramsOf(issue: z.core.$ZodIssue): Record<string, unknown> {
  if (issue.code === 'too_small') return { num: Number(issue.minimum) };
  if (issue.code === 'too_big') return { num: Number(issue.maximum) };
  if (issue.code === 'custom' && issue.params) return { ...issue.params };
  return {};
}

/**
 * The violations of a form's values under its schema, in the 422 shape of the contract
 * (`propertyPath` is the dotted field path, `key` the message key). Empty when valid; the first
 * issue per field only, as a field shows one message.
 */
export function formViolations(schema: z.ZodMiniType, data: unknown): Violation[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const seen = new Set<string>();
  const list: Violation[] = [];
  for (const issue of result.error.issues) {
    const propertyPath = issue.path.map(String).join('.');
    if (seen.has(propertyPath)) continue;
    seen.add(propertyPath);
    // Type mismatches (a number where text belongs, a missing field) read as "required".
    const key = issue.code === 'invalid_type' ? 'validation.required' : issue.message;
    list.push({ propertyPath, key, params: paramsOf(issue) });
  }
  return list;
}
