/** First element of every SWR key this package creates, so mutations can find them. */
export const API_KEY_TAG = '@locperf/api';

/** An SWR key: tag, concrete path, serialised query, locale (a language switch refetches). */
export type ApiKey = readonly [typeof API_KEY_TAG, string, string, string];

/** Builds the SWR key of a GET. Query entries are sorted so equal queries share one cache entry. */
export function apiKey(
  path: string,
  query: Record<string, unknown> | undefined,
  locale: string,
): ApiKey {
  const entries = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [API_KEY_TAG, path, entries.length ? JSON.stringify(entries) : '', locale];
}

/** True for keys created by {@link apiKey}. */
export function isApiKey(key: unknown): key is ApiKey {
  return Array.isArray(key) && key[0] === API_KEY_TAG && typeof key[1] === 'string';
}

/**
 * Matcher for the keys a mutation affects: every API key by default (spec section 7: mutations
 * clear the cached data), or only those whose path starts with one of `prefixes`.
 */
export function affectedKeys(prefixes?: readonly string[]): (key: unknown) => boolean {
  return (key) =>
    isApiKey(key) && (!prefixes || prefixes.some((prefix) => key[1].startsWith(prefix)));
}
