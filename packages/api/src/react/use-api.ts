import { useCallback, useEffect, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { buildPath, callEndpoint, type CallArgs, type Endpoint } from '../client/endpoint';
import type { ApiError } from '../client/errors';
import type { ApiResponse } from '../client/types';
import type { ServerMessage } from '../messages/messages';
import { useApiClient } from './api-provider';
import { useCacheAlive, useCacheClears, useClearCache } from './cache-clears';
import { affectedKeys, apiKey, type ApiKey } from './keys';

/** Request status of a query, like Nuxt's `useFetch` (spec section 7). */
export type QueryStatus = 'idle' | 'pending' | 'success' | 'error';

/** What {@link useApiQuery} returns (spec section 7: data, messages, status and error). */
export interface ApiQueryResult<T> {
  /**
   * The parsed body. A mutation clears the cached GETs before it sends (spec section 7); the
   * last answer of the same request stays here meanwhile, so no widget flashes back to loading
   * or keeps its own copy.
   */
  data: T | undefined;
  /** The `messages` of the last answer (already routed to `onMessages`). */
  messages: ServerMessage[];
  status: QueryStatus;
  /** A typed error; the page keeps rendering (a malformed body never crashes it). */
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  /** True while `data` is the kept last answer and a fresh one is on its way. */
  isRefreshing: boolean;
  /** Fetches again (spec section 4: "an explicit reload"). */
  reload: () => Promise<void>;
}

/** Arguments of a GET; pass `null` to wait (for example until an organization id is known). */
export type QueryArgs<P extends string, TQuery> = Omit<
  CallArgs<P, never, TQuery>,
  'body' | 'signal'
>;

/**
 * A cached GET of a contract endpoint through SWR. Network failures are retried by SWR (GETs
 * only); HTTP and shape errors are not.
 */
export function useApiQuery<
  P extends string,
  T,
  TQuery extends Record<string, string | number | boolean | undefined>,
>(
  endpoint: Endpoint<P, T, unknown, TQuery>,
  args: QueryArgs<P, TQuery> | null,
  options?: SWRConfiguration<ApiResponse<T>, ApiError>,
): ApiQueryResult<T> {
  const client = useApiClient();
  const key: ApiKey | null = args
    ? apiKey(buildPath(endpoint.path, args.params), args.query, client.locale())
    : null;
  const swr = useSWR<ApiResponse<T>, ApiError, ApiKey | null>(
    key,
    () => callEndpoint(client, endpoint, args ?? {}),
    options,
  );
  const { cache, isPaused } = useSWRConfig();
  // A paused provider sends nothing yet: that is loading, not "no data".
  const paused = isPaused();
  const { mutate } = swr;
  const cacheAlive = useCacheAlive();
  const reload = useCallback(async () => {
    // A reload asked when a request ends (the AI quota after a draft) may come after the
    // widget, and a per-widget cache with it, is gone.
    if (cacheAlive()) await mutate();
  }, [cacheAlive, mutate]);
  // The last answer and the request it answered: kept only for that same request, so another
  // organization or filter never shows the previous one's data.
  const keyId = key ? JSON.stringify(key) : null;
  const [kept, setKept] = useState<{ keyId: string; answer: ApiResponse<T> } | undefined>();
  if (swr.data && keyId && (kept?.answer !== swr.data || kept.keyId !== keyId)) {
    setKept({ keyId, answer: swr.data });
  }
  const keptAnswer = kept && kept.keyId === keyId ? kept.answer : undefined;
  const answer = swr.data ?? keptAnswer;
  // SWR dedupes a mount against any request of the key from the last 2 s, and drops that
  // request's answer when the key was cleared after it left. A page mounted after a clear (signed
  // out and in again within 2 s) then sat in "pending" for good, sending nothing. When no clear
  // came since this key was mounted, a bound `mutate()` forgets the old request and asks again.
  // A clear after the mount (a sign-out while the page loads) is left alone: asking again there
  // would send a signed-out request.
  const clears = useCacheClears();
  const [mount, setMount] = useState({ keyId, clears: clears.count() });
  if (mount.keyId !== keyId) setMount({ keyId, clears: clears.count() });
  const stranded =
    key !== null &&
    !paused &&
    swr.data === undefined &&
    !swr.error &&
    !swr.isValidating &&
    mount.keyId === keyId &&
    mount.clears === clears.count();
  useEffect(() => {
    if (!stranded) return;
    // The render may be stale: SWR's own mount may have started a request since (it sets
    // `isValidating` in the cache at once), and asking again then would fetch twice.
    const now = cache.get(unstable_serialize(key));
    if (now && (now.isValidating || now.data !== undefined || now.error)) return;
    void mutate();
    // `key` is the same while `stranded` is (its id is part of the condition).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stranded, mutate, cache]);
  let status: QueryStatus = 'idle';
  if (key) {
    if (swr.error) status = 'error';
    else if (answer) status = 'success';
    else status = 'pending';
  }
  return {
    data: answer?.data,
    messages: answer?.messages ?? [],
    status,
    error: swr.error,
    isLoading: (swr.isLoading || (paused && key !== null)) && !answer,
    isValidating: swr.isValidating,
    isRefreshing: !swr.data && Boolean(keptAnswer) && !swr.error,
    reload,
  };
}

/** Options of {@link useApiMutation}. */
export interface ApiMutationOptions {
  /**
   * Path prefixes whose cached GETs this mutation affects. @default every cached GET (spec
   * section 7: mutations clear the cached data first)
   */
  invalidates?: readonly string[];
}

/** What {@link useApiMutation} returns. */
export interface ApiMutationResult<P extends string, T, TBody, TQuery> {
  /** Sends the mutation; rejects with the typed error (a `ValidationError` carries violations). */
  trigger: (args?: CallArgs<P, TBody, TQuery>) => Promise<T>;
  isMutating: boolean;
  error: ApiError | undefined;
}

/**
 * A POST, PUT, PATCH or DELETE of a contract endpoint. It clears the affected cached data before
 * sending and revalidates it afterwards (spec section 7); the body is sent only when given.
 */
export function useApiMutation<
  P extends string,
  T,
  TBody,
  TQuery extends Record<string, string | number | boolean | undefined>,
>(
  endpoint: Endpoint<P, T, TBody, TQuery>,
  options: ApiMutationOptions = {},
): ApiMutationResult<P, T, TBody, TQuery> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const clearCache = useClearCache();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const prefixes = options.invalidates;
  // The answer may come after the widget, and with it a per-widget cache provider, is gone.
  const cacheAlive = useCacheAlive();

  const trigger = useCallback(
    async (args: CallArgs<P, TBody, TQuery> = {}) => {
      const matches = affectedKeys(prefixes);
      await clearCache(matches);
      setMutating(true);
      setError(undefined);
      try {
        const { data } = await callEndpoint(client, endpoint, args);
        return data;
      } catch (caught) {
        setError(caught as ApiError);
        throw caught;
      } finally {
        setMutating(false);
        // Revalidating through a cache that unmounted throws inside SWR (an unhandled rejection).
        if (cacheAlive()) void mutate(matches);
      }
    },
    [cacheAlive, clearCache, client, endpoint, mutate, prefixes],
  );

  return { trigger, isMutating, error };
}
