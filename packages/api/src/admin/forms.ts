import * as z from 'zod/mini';
import { emailField } from '../forms/rules';

/** Admin form "send a sign-up email" (spec section 6) and its body. */
export const signUpEmailFormSchema = z.object({ email: emailField() });
export type SignUpEmailForm = z.infer<typeof signUpEmailFormSchema>;
