import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { emptySchema } from '../common/schemas';
import { credentialsSchema, sessionSchema, signUpSchema, tokenResponseSchema } from './session';

/**
 * The default auth contract (spec section 7, Auth calls). `createApiClient({ auth })` can point
 * the auth core at other paths and pointers; these are what openapi.json and the mocks implement.
 */
export const signInEndpoint = defineEndpoint({
  id: 'signIn',
  method: 'POST',
  path: '/auth/login',
  tag: 'auth',
  summary:
    'Sign in. 422 with violation validation.invalid_credentials; 429 with message auth.too_many_requests after repeated failures',
  body: credentialsSchema,
  response: tokenResponseSchema,
  errors: [422, 429],
  public: true,
});

export const signUpEndpoint = defineEndpoint({
  id: 'signUp',
  method: 'POST',
  path: '/auth/register',
  tag: 'auth',
  summary: 'Sign up; sends an email with a confirmation token',
  body: signUpSchema,
  rules: async () => [(await import('./forms')).signUpBodySchema],
  response: z.looseObject({ email: z.string(), confirmationRequired: z.boolean() }),
  errors: [422],
  public: true,
});

export const confirmEmailEndpoint = defineEndpoint({
  id: 'confirmEmail',
  method: 'POST',
  path: '/auth/confirm',
  tag: 'auth',
  summary: 'Confirm the email with its token (422 violation auth.confirm.invalid_token)',
  body: z.object({ token: z.string() }),
  response: z.looseObject({ email: z.string() }),
  errors: [422],
  public: true,
});

export const getSessionEndpoint = defineEndpoint({
  id: 'getSession',
  method: 'GET',
  path: '/auth/session',
  tag: 'auth',
  summary: 'Session data of the token in Api-Authorization',
  response: sessionSchema,
});

export const refreshEndpoint = defineEndpoint({
  id: 'refreshToken',
  method: 'POST',
  path: '/auth/refresh',
  tag: 'auth',
  summary: 'Exchange the refresh token for new tokens; 401 when it expired',
  body: z.object({ refreshToken: z.string() }),
  response: tokenResponseSchema,
  public: true,
});

export const signOutEndpoint = defineEndpoint({
  id: 'signOut',
  method: 'POST',
  path: '/auth/logout',
  tag: 'auth',
  summary: 'Invalidate the token and the refresh token',
  body: z.object({ refreshToken: z.optional(z.string()) }),
  response: emptySchema,
  public: true,
});

export const requestPasswordResetEndpoint = defineEndpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/auth/password/forgot',
  tag: 'auth',
  summary:
    'Send a reset link; 422 violation auth.password_reset.not_activated for users who never confirmed',
  body: z.object({ email: z.string() }),
  rules: async () => [(await import('./forms')).forgotPasswordFormSchema],
  response: emptySchema,
  errors: [422],
  public: true,
});

export const resetPasswordEndpoint = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/auth/password/reset',
  tag: 'auth',
  summary:
    'Set a new password with the link token (422 violation auth.password_reset.invalid_link)',
  body: z.object({ token: z.string(), password: z.string() }),
  rules: async () => [(await import('./forms')).resetPasswordBodySchema],
  response: emptySchema,
  errors: [422],
  public: true,
});

/** Scopes of an exchanged token (issue 17): what a partner's embedded widgets may do. */
export const tokenExchangeScopes = [
  'reviews:read',
  'reviews:reply',
  'responder-settings:read',
  'responder-settings:write',
] as const;

export const tokenExchangeEndpoint = defineEndpoint({
  id: 'exchangeToken',
  method: 'POST',
  path: '/auth/token-exchange',
  tag: 'auth',
  summary:
    "For partners' backends only (issue 17): exchanges the partner's own session for a short-lived, scoped user token. Authenticated with `Authorization: Bearer {partner key}`, never from a browser; the browser gets only the returned token (LocperfProvider auth.getToken). 400 auth.partner.invalid_scopes, 401 auth.partner.invalid_key, 404 auth.partner.unknown_subject",
  body: z.object({
    /** The user the partner vouches for (its own session's user), by email. */
    subject: z.string(),
    /** At least one scope, each one of {@link tokenExchangeScopes}. */
    scopes: z
      .array(z.enum(tokenExchangeScopes, 'auth.partner.invalid_scopes'))
      .check(z.minLength(1, 'auth.partner.invalid_scopes')),
  }),
  response: z.looseObject({
    token: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number(),
    scopes: z.array(z.enum(tokenExchangeScopes)),
  }),
  errors: [400, 401, 404],
  public: true,
  authentication: 'partnerKey',
});
