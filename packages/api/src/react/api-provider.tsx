import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client/client';
import { ApiError } from '../client/errors';

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
  children: ReactNode;
}

/**
 * Injects the API client into the tree. Features reach data only through this client, which is
 * what lets a partner embed a widget with its own API base.
 */
export function ApiProvider({ client, cache, children }: ApiProviderProps) {
  const swrConfig = useMemo<SWRConfiguration>(
    () => ({
      ...(cache ? { provider: cache } : {}),
      // Retry GETs only for network failures: an HTTP or shape error will not heal by itself.
      shouldRetryOnError: (error: unknown) => error instanceof ApiError && error.kind === 'network',
      revalidateOnFocus: false,
    }),
    [cache],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The injected client. Throws when no {@link ApiProvider} is above. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider client={…}> above it.');
  return client;
}
