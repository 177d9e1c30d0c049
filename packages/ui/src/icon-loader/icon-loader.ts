/**
 * Optional loader for an Iconify-compatible icon service (spec section 7, Icons; section 9,
 * Icon service). Off by default: nothing here runs unless an app creates a loader.
 *
 * The service answers `GET {base}/{prefix}.json?icons=a,b` with Iconify JSON. When it fails
 * (network error, timeout, non-2xx), the loader asks the configured local endpoint instead.
 */

/** One icon of an Iconify JSON answer: SVG body markup and its box. */
export interface IconData {
  body: string;
  width: number;
  height: number;
}

/** The parts of an Iconify JSON answer the loader reads. */
interface IconifyJson {
  prefix?: string;
  icons?: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

/** Spec section 9: icon-service timeout (the 500 ms figure elsewhere is the lower reading). */
export const iconTimeoutMs = 5000;
/** Spec section 9: longest request URL. */
export const iconMaxUrlLength = 500;
/** Spec section 9: cache at most 50 entries… */
export const iconCacheMaxEntries = 50;
/** …for 168 hours. */
export const iconCacheMaxAgeMs = 168 * 60 * 60 * 1000;

/** Options of {@link createIconLoader}. */
export interface IconLoaderOptions {
  /** Base URL of the Iconify-compatible service, e.g. `https://api.iconify.design`. */
  baseUrl: string;
  /** Local endpoint used when the service fails, same URL shape. @default undefined */
  fallbackUrl?: string;
  /** Request timeout in ms. @default 5000 */
  timeoutMs?: number;
  /** Longest URL per request; longer name lists are split. @default 500 */
  maxUrlLength?: number;
  /** Cache size in icons. @default 50 */
  maxEntries?: number;
  /** Cache lifetime in ms. @default 168 hours */
  maxAgeMs?: number;
  /** fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/** What {@link createIconLoader} returns. */
export interface IconLoader {
  /** Loads icons by `prefix:name`; names neither source knows are left out of the result. */
  load: (names: readonly string[]) => Promise<Map<string, IconData>>;
  /** Number of cached icons. */
  readonly size: number;
}

/** Splits a list of names into `?icons=` lists whose URLs stay within `maxLength`. */
export function splitIconRequests(
  base: string,
  prefix: string,
  names: readonly string[],
  maxLength: number,
): string[] {
  const head = `${base.replace(/\/$/, '')}/${encodeURIComponent(prefix)}.json?icons=`;
  const urls: string[] = [];
  let current: string[] = [];
  const urlOf = (list: string[]) => head + list.map(encodeURIComponent).join(',');
  for (const name of names) {
    if (current.length > 0 && urlOf([...current, name]).length > maxLength) {
      urls.push(urlOf(current));
      current = [];
    }
    current.push(name);
  }
  if (current.length > 0) urls.push(urlOf(current));
  return urls;
}

/** Creates an icon loader with its own in-memory cache. */
export function createIconLoader(options: IconLoaderOptions): IconLoader {
  const {
    baseUrl,
    fallbackUrl,
    timeoutMs = iconTimeoutMs,
    maxUrlLength = iconMaxUrlLength,
    maxEntries = iconCacheMaxEntries,
    maxAgeMs = iconCacheMaxAgeMs,
    now = Date.now,
  } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // A Map keeps insertion order, so the first key is the oldest entry to evict.
  const cache = new Map<string, { data: IconData; at: number }>();

  function cached(name: string): IconData | undefined {
    const entry = cache.get(name);
    if (!entry) return undefined;
    if (now() - entry.at > maxAgeMs) {
      cache.delete(name);
      return undefined;
    }
    return entry.data;
  }

  function remember(name: string, data: IconData) {
    cache.delete(name);
    cache.set(name, { data, at: now() });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }

  async function getJson(url: string): Promise<IconifyJson> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`Icon request failed with ${response.status}`);
      return (await response.json()) as IconifyJson;
    } finally {
      clearTimeout(timer);
    }
  }

  async function fetchPrefix(prefix: string, names: string[]): Promise<IconifyJson[]> {
    const fromService = splitIconRequests(baseUrl, prefix, names, maxUrlLength);
    try {
      return await Promise.all(fromService.map(getJson));
    } catch (error) {
      if (!fallbackUrl) throw error;
      // Spec section 7: when the icon service fails, ask the local icons endpoint.
      return Promise.all(splitIconRequests(fallbackUrl, prefix, names, maxUrlLength).map(getJson));
    }
  }

  async function load(names: readonly string[]): Promise<Map<string, IconData>> {
    const result = new Map<string, IconData>();
    const missing = new Map<string, string[]>();
    for (const full of names) {
      const hit = cached(full);
      if (hit) {
        result.set(full, hit);
        continue;
      }
      const [prefix, name] = full.split(':');
      if (!prefix || !name) continue;
      missing.set(prefix, [...(missing.get(prefix) ?? []), name]);
    }
    await Promise.all(
      [...missing].map(async ([prefix, list]) => {
        for (const json of await fetchPrefix(prefix, list)) {
          for (const [name, icon] of Object.entries(json.icons ?? {})) {
            const data = {
              body: icon.body,
              width: icon.width ?? json.width ?? 16,
              height: icon.height ?? json.height ?? 16,
            };
            remember(`${prefix}:${name}`, data);
            result.set(`${prefix}:${name}`, data);
          }
        }
      }),
    );
    return result;
  }

  return {
    load,
    get size() {
      return cache.size;
    },
  };
}
