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
  response: emptySchema,
  errors: [422],
  public: true,
});
