import type { Session } from './session';

/** Auth status (spec section 4): authenticated exactly when session data exists. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** A snapshot of the auth state. */
export interface AuthState {
  status: AuthStatus;
  session: Session | null;
}

/** Options of {@link AuthCore.signUp}. */
export interface SignUpOptions {
  /** Do not sign in after signing up (for example while the email still needs confirming). */
  preventLogin?: boolean;
}

/** Options of {@link AuthCore.signOut}. */
export interface SignOutOptions {
  /** Call the configured sign-out endpoint. @default true when one is configured */
  callEndpoint?: boolean;
}

/** What the background refresh needs from its host; tests pass fakes. */
export interface BackgroundRefreshHost {
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

/**
 * The framework-free auth core (spec section 4, Auth). React reads it through `useAuth` and
 * `useSession`; tests drive it directly. It never navigates: redirects are the app's reaction to
 * the status and to `onUnauthorized`.
 */
export interface AuthCore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Signs in; resolves true when a valid token was stored and the session loaded. */
  signIn(credentials: unknown): Promise<boolean>;
  /** Signs up, then signs in with the same email and password unless `preventLogin`. */
  signUp(
    data: { email?: unknown; password?: unknown } & Record<string, unknown>,
    options?: SignUpOptions,
  ): Promise<boolean>;
  /** Clears session and tokens, optionally calling the sign-out endpoint first. */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Loads the session; without a token and without `force` it does nothing. */
  getSession(options?: { force?: boolean; background?: boolean }): Promise<Session | null>;
  /** Refreshes the token (or reloads the session when refresh tokens are disabled). */
  refresh(options?: { background?: boolean }): Promise<void>;
  /** Starts the background refresh; returns the stop function. */
  startBackgroundRefresh(host?: BackgroundRefreshHost): () => void;
}
