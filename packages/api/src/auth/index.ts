export { createAuthCore } from './auth-core';
export type {
  AuthCore,
  AuthState,
  AuthStatus,
  BackgroundRefreshHost,
  SignOutOptions,
  SignUpOptions,
} from './auth-types';
export { DEFAULT_AUTH_CONFIG, resolveAuthConfig } from './config';
export type { AuthConfig, AuthConfigInput, AuthEndpoint, AuthEndpoints } from './config';
export { useAuth, useSession } from './hooks';
export type { UseAuthResult } from './hooks';
export {
  credentialsSchema,
  ROLE_ADMIN,
  sessionSchema,
  signUpSchema,
  tokenResponseSchema,
} from './session';
export type { Credentials, Session, SignUpData, TokenResponse } from './session';
export { createCookieTokenStore, createMemoryTokenStore } from './token-store';
export type { CookieDocument, TokenStore } from './token-store';
export {
  confirmEmailEndpoint,
  getSessionEndpoint,
  refreshEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  tokenExchangeEndpoint,
  tokenExchangeScopes,
  signOutEndpoint,
  signUpEndpoint,
} from './endpoints';
export {
  forgotPasswordFormSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpBodySchema,
  signUpFormSchema,
  userLanguages,
} from './forms';
export type {
  ForgotPasswordForm,
  ResetPasswordForm,
  SignInForm,
  SignUpForm,
  UserLanguage,
} from './forms';
