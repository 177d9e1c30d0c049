import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '../client/errors';
import type { ApiClient } from '../client/types';
import {
  CacheClearsContext,
  CacheLifeContext,
  createCacheClears,
  createCacheLife,
  useClearAllApiData,
} from './cache-clears';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client every hook below uses (see `createApiClient`). */
  client: ApiClient;
  /**
   * A fresh SWR cache provider, for tests and for widgets embedded side by side that must not
   * share data. @default the global SWR cache
   */
  cache?: SWRConfiguration['provider'];
  /**
   * Load the session on mount and refresh it in the background (spec section 4, Auth). Turn off
   * for widgets embedded in a host that manages the session itself. @default true
   */
  manageSession?: boolean;
  /**
   * While true no query is sent: the hooks report loading and wait (a partner's user widgets
   * before the user token is there, instead of a round of 401s). @default false
   */
  paused?: boolean;
  children: ReactNode;
}

/** Retries a GET only after a network failure: HTTP and shape errors will not heal by retrying. */
export function shouldRetryApiError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

/** Loads the session, runs the background refresh and drops cached data when the user leaves. */
function SessionManager({ client }: { client: ApiClient }) {
  const clearAll = useClearAllApiData();
  useEffect(() => {
    // Only while nobody has an answer yet: the app asks before its first render (and a load in
    // flight is shared). Asking again sent a second session request on every signed-in start,
    // and its answer, a new session object, re-rendered the whole shell (issue 14, TBT).
    if (client.auth.getState().status === 'loading') void client.auth.getSession();
    const stop = client.auth.startBackgroundRefresh();
    let previous = client.auth.getState().status;
    const unsubscribe = client.auth.subscribe(() => {
      const { status } = client.auth.getState();
      // Another user's data must never show after a sign-out or an expired session.
      if (previous === 'authenticated' && status === 'unauthenticated') {
        void clearAll();
      }
      previous = status;
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [client, clearAll]);
  return null;
}

/**
 * Injects the API client into the tree. Features reach data only through this client, which is
 * what lets a partner embed a widget with its own API base.
 */
export function ApiProvider({
  client,
  cache,
  manageSession = true,
  paused = false,
  children,
}: ApiProviderProps) {
  const swrConfig = useMemo<SWRConfiguration>(
    () => ({
      ...(cache ? { provider: cache } : {}),
      shouldRetryOnError: shouldRetryApiError,
      revalidateOnFocus: false,
      // SWR sends nothing while paused; a change of `paused` needs a remount (a new key) to load.
      isPaused: () => paused,
    }),
    [cache, paused],
  );
  const [clears] = useState(createCacheClears);
  const [life] = useState(createCacheLife);
  // SWRConfig drops a given cache provider in its layout-effect clean-up; so does this.
  useLayoutEffect(() => {
    life.setAlive(true);
    return () => life.setAlive(false);
  }, [life]);
  return (
    <ApiClientContext.Provider value={client}>
      <CacheClearsContext.Provider value={clears}>
        <CacheLifeContext.Provider value={life}>
          <SWRConfig value={swrConfig}>
            {manageSession ? <SessionManager client={client} /> : null}
            {children}
          </SWRConfig>
        </CacheLifeContext.Provider>
      </CacheClearsContext.Provider>
    </ApiClientContext.Provider>
  );
}

/** The injected client. Throws when no {@link ApiProvider} is above. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider client={…}> above it.');
  return client;
}
