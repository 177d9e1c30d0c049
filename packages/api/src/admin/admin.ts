import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiMutation, useApiQuery } from '../react/use-api';

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
  rules: async () => [(await import('./forms')).signUpEmailFormSchema],
  response: signUpEmailResultSchema,
  errors: [403, 422],
});

/** Sends a sign-up email (admin area). */
export const useSendSignUpEmail = () => useApiMutation(sendSignUpEmail, { invalidates: [] });

/** A user as the admin search lists it (spec section 6: an admin finds a user). */
export const adminUserSchema = z.looseObject({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string(),
  /** Whether the user confirmed the email address. */
  activated: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserQuerySchema = z.object({ query: z.string() });

export const searchUsers = defineEndpoint({
  id: 'searchUsers',
  method: 'GET',
  path: '/admin/users',
  tag: 'admin',
  summary:
    'ROLE_ADMIN only: users whose email, name or organization contains the query (at most 20)',
  query: adminUserQuerySchema,
  response: z.array(adminUserSchema),
  errors: [403],
});

/**
 * Finds users for the admin area; pass null (or an empty query) to search nothing. While a longer
 * query is asked, the results of the shorter one stay, so the list (and the button the admin is
 * about to press) does not vanish at each pause in typing.
 */
export const useSearchUsers = (query: string | null) =>
  useApiQuery(searchUsers, query ? { query: { query } } : null, { keepPreviousData: true });
