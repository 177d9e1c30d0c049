import * as z from 'zod/mini';

/** The admin role (spec section 6). */
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** Session data (spec section 3): email, organization and roles. */
export const sessionSchema = z.looseObject({
  email: z.string(),
  organization: z.looseObject({
    id: z.string(),
    name: z.string(),
    /** The customer number shown in the header tooltip (spec section 2). */
    customerNumber: z.string(),
  }),
  roles: z.array(z.string()),
});
export type Session = z.infer<typeof sessionSchema>;

/** Sign-in body (spec section 7: "body is the credentials"). */
export const credentialsSchema = z.object({
  email: z.string(),
  password: z.string(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Sign-up body (spec section 2: terms and privacy must be accepted, section 5). */
export const signUpSchema = z.object({
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string(),
  language: z.optional(z.string()),
  acceptTerms: z.boolean(),
});
export type SignUpData = z.infer<typeof signUpSchema>;

/** The token answer of the default sign-in and refresh endpoints (pointers `/token`, `/refreshToken`). */
export const tokenResponseSchema = z.looseObject({
  token: z.string(),
  refreshToken: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
