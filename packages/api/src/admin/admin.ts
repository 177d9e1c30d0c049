import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiMutation } from '../react/use-api';

/** Body and answer of sending a sign-up email (spec section 6). */
export const signUpEmailSchema = z.object({ email: z.string() });
export const signUpEmailResultSchema = z.looseObject({ email: z.string() });
export type SignUpEmailResult = z.infer<typeof signUpEmailResultSchema>;

export const sendSignUpEmail = defineEndpoint({
  id: 'sendSignUpEmail',
  method: 'POST',
  path: '/admin/sign-up-emails',
  tag: 'admin',
  summary:
    'ROLE_ADMIN only: send a registration email; answers the success message admin.signup_email.sent with {email}',
  body: signUpEmailSchema,
  response: signUpEmailResultSchema,
  errors: [403, 422],
});

/** Sends a sign-up email (admin area). */
export const useSendSignUpEmail = () => useApiMutation(sendSignUpEmail, { invalidates: [] });
