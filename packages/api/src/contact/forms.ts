import * as z from 'zod/mini';
import { emailField, requiredText } from '../forms/rules';

/** Shortest and longest contact message. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** Public contact form and body: name, email, subject and message. */
export const contactFormSchema = z.object({
  name: requiredText(120),
  email: emailField(),
  subject: requiredText(200),
  message: z.string().check(
    z.refine((v) => v.trim().length > 0, 'validation.required'),
    z.refine(
      (v) => v.trim().length === 0 || v.trim().length >= CONTACT_MESSAGE_MIN,
      // The checklist key with its parameter: "Enter at least {num} characters".
      { message: 'validation.min_length', params: { num: CONTACT_MESSAGE_MIN } },
    ),
    z.maxLength(CONTACT_MESSAGE_MAX, 'validation.too_long.max'),
  ),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
