import type { PageLoaders } from '../pages/page-loader';
import { splitLocalePrefix } from '../i18n/locale-routing';

/** Spec section 9: at most 4 route preloads run at once. */
export const MAX_PARALLEL_PREFETCHES = 4;

/** The part of the Network Information API that spec section 9 asks about. */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec section 9: no prefetch on a data-saver or a slow (2g) connection. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * Prefetches the chunks of the routes links point to (spec section 9). Each route is fetched at
 * most once; beyond {@link MAX_PARALLEL_PREFETCHES} requests wait in a queue. The router's lazy
 * route later gets the module from the module cache.
 */
export function createLinkPrefetcher({
  loaders,
  connection,
  origin,
}: {
  loaders: PageLoaders;
  /** Read at every request, since a connection can change its type while the page is open. */
  connection: () => ConnectionInfo | undefined;
  origin: string;
}) {
  const requested = new Set<string>();
  const queue: Array<() => Promise<unknown>> = [];
  let running = 0;

  const next = () => {
    while (running < MAX_PARALLEL_PREFETCHES && queue.length > 0) {
      const load = queue.shift() as () => Promise<unknown>;
      running += 1;
      // A failed prefetch is no error: the router loads the page again when it is visited.
      void load()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  /** Prefetches the route `href` leads to, if it is one of ours and the connection allows. */
  function prefetch(href: string): void {
    if (!prefetchAllowed(connection())) return;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return;
    }
    if (url.origin !== origin) return;
    const { path } = splitLocalePrefix(url.pathname);
    const load = loaders[path];
    if (!load || requested.has(path)) return;
    requested.add(path);
    queue.push(load);
    next();
  }

  return { prefetch, running: () => running, queued: () => queue.length };
}
