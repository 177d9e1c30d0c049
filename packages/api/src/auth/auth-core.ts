import * as z from 'zod/mini';
import { HttpError, NetworkError, ResponseShapeError, type ApiError } from '../client/errors';
import { readJsonPointer } from '../client/json-pointer';
import type { ApiClient } from '../client/types';
import type { AuthCore, AuthState, BackgroundRefreshHost } from './auth-types';
import type { AuthConfig } from './config';
import { sessionSchema, type Session } from './session';
import type { TokenStore } from './token-store';

const anyBody = z.unknown();

/**
 * Creates the auth core for a client (spec section 4, Auth). Tokens live only in the token store
 * (cookies by default): never in URLs, localStorage or log lines.
 */
export function createAuthCore(
  client: ApiClient,
  config: AuthConfig,
  tokens: TokenStore,
  /** The client's error channel (console plus `onError`), for answers the core rejects. */
  report: (error: ApiError) => void = () => {},
): AuthCore {
  let state: AuthState = { status: 'loading', session: null };
  const listeners = new Set<() => void>();
  const { endpoints } = config;

  const setState = (next: AuthState) => {
    if (next.status === state.status && next.session === state.session) return;
    state = next;
    for (const listener of listeners) listener();
  };

  // Counts sign-outs: a session or refresh answer that arrives after one is stale.
  let signOuts = 0;
  /** Called before a request: afterwards, says whether the user signed out while it ran. */
  const watchSignOut = () => {
    const before = signOuts;
    return () => signOuts !== before;
  };
  const clearLocal = () => {
    signOuts += 1;
    tokens.remove(config.token.cookieName);
    tokens.remove(config.refreshToken.cookieName);
    setState({ status: 'unauthenticated', session: null });
  };

  /**
   * Reads and stores the token(s) of a sign-in or refresh answer. Spec section 5: the token must
   * be a string at the configured pointer, else an error is logged and processing stops; the
   * same applies to the refresh token.
   */
  const storeTokens = (
    body: unknown,
    tokenPointer: string,
    refreshPointer: string,
    what: string,
  ): boolean => {
    const token = readJsonPointer(body, tokenPointer);
    if (typeof token !== 'string' || token === '') {
      console.error(`[auth] ${what} answer has no string token at "${tokenPointer}"`);
      return false;
    }
    let refreshToken: unknown;
    if (config.refreshToken.enabled) {
      refreshToken = readJsonPointer(body, refreshPointer);
      if (typeof refreshToken !== 'string' || refreshToken === '') {
        console.error(`[auth] ${what} answer has no string refresh token at "${refreshPointer}"`);
        return false;
      }
    }
    tokens.set(config.token.cookieName, token, config.token.maxAgeSeconds);
    if (typeof refreshToken === 'string') {
      tokens.set(config.refreshToken.cookieName, refreshToken, config.refreshToken.maxAgeSeconds);
    }
    return true;
  };

  const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

  // Concurrent session loads (the app's early start and the session manager) share one request.
  let pendingSession: Promise<Session | null> | null = null;
  const getSession: AuthCore['getSession'] = (options = {}) => {
    if (options.force || options.background) return loadSession(options);
    pendingSession ??= loadSession(options).finally(() => {
      pendingSession = null;
    });
    return pendingSession;
  };

  const loadSession: AuthCore['getSession'] = async (options = {}) => {
    let token = tokens.get(config.token.cookieName);
    // The token's cookie lasts 30 minutes, the refresh token's a week: an owner coming back
    // after an hour was sent to the login page with a valid refresh token in hand (owner trial
    // 14). Spec section 4 (Token refresh): the refresh token gets a new token first.
    if (!token && !options.force && (await exchangeRefreshToken(options.background === true))) {
      token = tokens.get(config.token.cookieName);
    }
    if (!token && !options.force) {
      // Spec section 4: no token and no force: nothing to ask the server.
      if (state.status === 'loading') setState({ status: 'unauthenticated', session: null });
      return null;
    }
    const { method, path, sessionPointer, tokenHeader, tokenType } = endpoints.getSession;
    // A sign-out while the session was asked for wins over its answer: a request that left
    // before Logout answered "signed in" after it, put the signed-in state back, and /login then
    // sent the owner home, signed in on screen without a token (a CI run, 1 in about 80).
    const signedOutMeanwhile = watchSignOut();
    try {
      const body = await client.request(method, path, {
        schema: anyBody,
        endpoint: 'auth.getSession',
        background: options.background,
        headers: { [tokenHeader]: token ? `${tokenType ? `${tokenType} ` : ''}${token}` : '' },
      });
      if (signedOutMeanwhile()) return null;
      const parsed = sessionSchema.safeParse(readJsonPointer(body, sessionPointer));
      if (!parsed.success) {
        console.error('[auth] the session answer does not hold session data');
        clearLocal();
        return null;
      }
      setState({ status: 'authenticated', session: parsed.data });
      return parsed.data;
    } catch (error) {
      if (signedOutMeanwhile()) return null;
      // Spec section 4: on failure clear the session and the token. The client has logged it
      // (spec section 8). Unlike the original's generic runtime error this resolves null: a
      // failed session fetch must never crash a page, and the status says unauthenticated.
      // A request that got no answer at all (offline, timed out, or aborted because the page
      // reloads) says nothing about the session: clearing there signed out an owner who
      // reloaded while the session was being asked for. The tokens stay, and a signed-in
      // state stays as it was.
      if (error instanceof NetworkError) {
        if (state.status !== 'authenticated')
          setState({ status: 'unauthenticated', session: null });
        return state.session;
      }
      clearLocal();
      return null;
    }
  };

  const signIn: AuthCore['signIn'] = async (credentials) => {
    const { method, path, tokenPointer, refreshTokenPointer } = endpoints.signIn;
    const body = await client.request(method, path, {
      schema: anyBody,
      body: credentials,
      endpoint: 'auth.signIn',
    });
    if (!storeTokens(body, tokenPointer, refreshTokenPointer, 'sign-in')) {
      // The user must learn that the sign-in did not work (issue 9, a body that fails its
      // shape): the app shows the client's general error for it.
      report(new ResponseShapeError('auth.signIn', tokenPointer, 'no string token'));
      return false;
    }
    return (await getSession({ force: true })) !== null;
  };

  const signOut: AuthCore['signOut'] = async (options = {}) => {
    const endpoint = endpoints.signOut;
    if (endpoint !== false && options.callEndpoint !== false) {
      const refreshToken = tokens.get(config.refreshToken.cookieName);
      // Spec section 7: the token header always; on post/put/patch/delete also the refresh token.
      const withBody = endpoint.method !== 'GET' && config.refreshToken.enabled && refreshToken;
      try {
        await client.request(endpoint.method, endpoint.path, {
          schema: anyBody,
          endpoint: 'auth.signOut',
          ...(withBody ? { body: { [endpoints.refresh.refreshTokenBodyKey]: refreshToken } } : {}),
        });
      } catch {
        // Signing out locally must succeed even when the server cannot be reached.
      }
    }
    clearLocal();
  };

  /**
   * Sends the refresh token and stores the new token(s) (spec section 4, Token refresh). False
   * when refresh tokens are off, there is none, or the exchange failed; a 401 clears the tokens
   * (the client raised onUnauthorized, with sessionExpired for background calls).
   */
  async function exchangeRefreshToken(background: boolean): Promise<boolean> {
    if (!config.refreshToken.enabled) return false;
    const refreshToken = tokens.get(config.refreshToken.cookieName);
    if (!refreshToken) return false;
    const { method, path, tokenPointer, refreshTokenPointer, refreshTokenBodyKey } =
      endpoints.refresh;
    const signedOutMeanwhile = watchSignOut();
    try {
      const body = await client.request(method, path, {
        schema: anyBody,
        body: { [refreshTokenBodyKey]: refreshToken },
        endpoint: 'auth.refresh',
        background,
      });
      // Signed out while the refresh was on its way: its new tokens must not sign in again.
      if (signedOutMeanwhile()) return false;
      return storeTokens(body, tokenPointer, refreshTokenPointer, 'refresh');
    } catch (error) {
      if (isUnauthorized(error)) clearLocal();
      return false;
    }
  }

  const refresh: AuthCore['refresh'] = async (options = {}) => {
    const background = options.background === true;
    const usesRefreshToken =
      config.refreshToken.enabled && Boolean(tokens.get(config.refreshToken.cookieName));
    if (usesRefreshToken && !(await exchangeRefreshToken(background))) return;
    await getSession({ background });
  };

  const signUp: AuthCore['signUp'] = async (data, options = {}) => {
    const endpoint = endpoints.signUp;
    if (endpoint === false) {
      console.error('[auth] sign-up is not configured');
      return false;
    }
    await client.request(endpoint.method, endpoint.path, {
      schema: anyBody,
      body: data,
      endpoint: 'auth.signUp',
    });
    if (options.preventLogin) return true;
    return signIn({ email: data.email, password: data.password });
  };

  const startBackgroundRefresh = (host: BackgroundRefreshHost = {}) => {
    const doc = host.document ?? (typeof document === 'undefined' ? undefined : document);
    const every = host.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
    const stop =
      host.clearInterval ??
      ((id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>));
    const tick = () => {
      if (state.status === 'authenticated') void refresh({ background: true });
    };
    // Spec section 9: a quarter of the token's maximum age, and when the tab is visible again.
    const id = every(tick, (config.token.maxAgeSeconds * 1000) / 4);
    const onVisibility = () => {
      if (doc?.visibilityState === 'visible') tick();
    };
    doc?.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop(id);
      doc?.removeEventListener('visibilitychange', onVisibility);
    };
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn,
    signUp,
    signOut,
    getSession,
    refresh,
    startBackgroundRefresh,
  };
}

export type { Session };
