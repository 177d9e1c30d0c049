import { createContext, useCallback, useContext } from 'react';
import { useSWRConfig } from 'swr';

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
