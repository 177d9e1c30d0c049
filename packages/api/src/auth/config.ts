import type { HttpMethod } from '../client/http-method';

/** One configurable auth call (spec section 7, Auth calls: method and path come from configuration). */
export interface AuthEndpoint {
  method: HttpMethod;
  path: string;
}

/** The auth calls and where their answers hold the data (RFC 6901 JSON pointers). */
export interface AuthEndpoints {
  /** Sign-in: body is the credentials. */
  signIn: AuthEndpoint & {
    /** Pointer to the token string in the answer (spec section 5: must be a string). */
    tokenPointer: string;
    /** Pointer to the refresh token, read when refresh tokens are enabled. */
    refreshTokenPointer: string;
  };
  /** Sign-up: body is the sign-up data; `false` when the app has no sign-up. */
  signUp: AuthEndpoint | false;
  /**
   * Get-session: the token goes in `tokenHeader` (spec section 7: "a configured header"),
   * prefixed with `tokenType` when set (for example `Bearer`), and the session is read at
   * `sessionPointer`.
   */
  getSession: AuthEndpoint & { sessionPointer: string; tokenHeader: string; tokenType: string };
  /** Refresh: the refresh token is sent in the body under `refreshTokenBodyKey`. */
  refresh: AuthEndpoint & {
    tokenPointer: string;
    refreshTokenPointer: string;
    refreshTokenBodyKey: string;
  };
  /** Sign-out; `false` to sign out locally only. */
  signOut: AuthEndpoint | false;
}

/** Auth configuration of the client (spec section 4, Auth). */
export interface AuthConfig {
  endpoints: AuthEndpoints;
  token: {
    /** Cookie holding the access token. @default 'auth.token' */
    cookieName: string;
    /** Cookie lifetime and the base of the background refresh (a quarter of it, spec section 9). @default 1800 */
    maxAgeSeconds: number;
  };
  refreshToken: {
    /** Whether sign-in returns a refresh token that refresh sends. @default true */
    enabled: boolean;
    /** @default 'auth.refresh-token' */
    cookieName: string;
    /** @default 604800 (7 days) */
    maxAgeSeconds: number;
  };
}

/** Deep-partial auth configuration accepted by `createApiClient`. */
export interface AuthConfigInput {
  endpoints?: {
    [K in keyof AuthEndpoints]?: AuthEndpoints[K] extends false | infer E
      ? Partial<E> | false
      : never;
  };
  token?: Partial<AuthConfig['token']>;
  refreshToken?: Partial<AuthConfig['refreshToken']>;
}

/**
 * The defaults match the contract in openapi.json (`/auth/...`), which the mock backend
 * implements; a real backend with other paths overrides them.
 */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  endpoints: {
    signIn: {
      method: 'POST',
      path: '/auth/login',
      tokenPointer: '/token',
      refreshTokenPointer: '/refreshToken',
    },
    signUp: { method: 'POST', path: '/auth/register' },
    getSession: {
      method: 'GET',
      path: '/auth/session',
      sessionPointer: '',
      tokenHeader: 'Api-Authorization',
      tokenType: '',
    },
    refresh: {
      method: 'POST',
      path: '/auth/refresh',
      tokenPointer: '/token',
      refreshTokenPointer: '/refreshToken',
      refreshTokenBodyKey: 'refreshToken',
    },
    signOut: { method: 'POST', path: '/auth/logout' },
  },
  token: { cookieName: 'auth.token', maxAgeSeconds: 30 * 60 },
  refreshToken: { enabled: true, cookieName: 'auth.refresh-token', maxAgeSeconds: 7 * 24 * 3600 },
};

function mergeEndpoint<E extends object>(
  base: E | false,
  patch: Partial<E> | false | undefined,
): E | false {
  if (patch === false) return false;
  if (patch === undefined) return base;
  return { ...(base === false ? {} : base), ...patch } as E;
}

/** Fills the defaults into a partial auth configuration. */
export function resolveAuthConfig(input: AuthConfigInput = {}): AuthConfig {
  const d = DEFAULT_AUTH_CONFIG.endpoints;
  const e = input.endpoints ?? {};
  return {
    endpoints: {
      signIn: mergeEndpoint(d.signIn, e.signIn) as AuthEndpoints['signIn'],
      signUp: mergeEndpoint(d.signUp, e.signUp),
      getSession: mergeEndpoint(d.getSession, e.getSession) as AuthEndpoints['getSession'],
      refresh: mergeEndpoint(d.refresh, e.refresh) as AuthEndpoints['refresh'],
      signOut: mergeEndpoint(d.signOut, e.signOut),
    },
    token: { ...DEFAULT_AUTH_CONFIG.token, ...input.token },
    refreshToken: { ...DEFAULT_AUTH_CONFIG.refreshToken, ...input.refreshToken },
  };
}
