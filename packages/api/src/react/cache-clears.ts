import { createContext, useCallback, useContext } from 'react';
import { useSWRConfig } from 'swr';
import { API_KEY_TAG, isApiKey } from './keys';

/** Counts how often a provider's cached answers were cleared (a sign-out, a mutation). */
export interface CacheClears {
  /** Clears so far. */
  count: () => number;
  /** Counts one more clear. */
  add: () => void;
}

/** A new counter, one per {@link ApiProvider}. */
export function createCacheClears(): CacheClears {
  let count = 0;
  return {
    count: () => count,
    add: () => {
      count += 1;
    },
  };
}

/**
 * Whether a provider's SWR cache still exists. A per-widget cache provider is dropped when its
 * {@link ApiProvider} unmounts, and SWR throws a TypeError when asked to revalidate through it
 * afterwards (a request answered after the widget was closed).
 */
export interface CacheLife {
  alive: () => boolean;
  setAlive: (alive: boolean) => void;
}

/** A new flag, one per {@link ApiProvider}. */
export function createCacheLife(): CacheLife {
  let alive = true;
  return {
    alive: () => alive,
    setAlive: (next) => {
      alive = next;
    },
  };
}

/** The provider's cache flag; the default (SWR's global cache) lives as long as the page. */
export const CacheLifeContext = createContext<CacheLife>(createCacheLife());

/** Whether the surrounding provider's cache still exists; read it after an await, before mutating. */
export function useCacheAlive(): () => boolean {
  return useContext(CacheLifeContext).alive;
}

/** The provider's counter; the default serves hooks rendered without a provider of their own. */
export const CacheClearsContext = createContext<CacheClears>(createCacheClears());

/** The provider's clear counter, read by `useApiQuery` to tell a stale dedupe. */
export function useCacheClears(): CacheClears {
  return useContext(CacheClearsContext);
}

/**
 * Clears the cached answers of the matching keys without asking again (spec section 7: a
 * mutation clears first; a sign-out leaves nothing of the user behind), and counts the clear.
 */
export function useClearCache(): (matches: (key: unknown) => boolean) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const clears = useCacheClears();
  return useCallback(
    (matches) => {
      clears.add();
      return mutate(matches, undefined, { revalidate: false });
    },
    [clears, mutate],
  );
}

/**
 * Clears every cached answer of the API, the infinite lists included (the inbox's pages): a
 * sign-out or an expired session leaves nothing of the user behind (spec section 7). SWR's filter
 * mutations skip infinite lists (their `$inf$` keys), so those are cleared by name.
 */
export function useClearAllApiData(): () => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  const clearCache = useClearCache();
  return useCallback(() => {
    const lists = [...cache.keys()].filter(
      (key) => key.startsWith('$inf$') && key.includes(API_KEY_TAG),
    );
    return Promise.all([
      clearCache(isApiKey),
      ...lists.map((key) => mutate(key, undefined, { revalidate: false })),
    ]);
  }, [cache, clearCache, mutate]);
}
