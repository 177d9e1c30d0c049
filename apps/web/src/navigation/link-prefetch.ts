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

/** The JS files each route needs, by unprefixed path (scripts/route-chunks.ts). */
export type RouteChunks = Readonly<Record<string, readonly string[]>>;

/**
 * How far a prefetch goes. `fetch`: a link came into view; its route's files are fetched and
 * compiled (`<link rel="modulepreload">`) but not run, so nothing lands on the main thread while
 * the current page still loads (issue 14). `load`: the owner reaches for the link (hover, focus);
 * the route's loader runs, so the page is ready when the press lands.
 */
export type PrefetchMode = 'fetch' | 'load';

/**
 * Prefetches the chunks of the routes links point to (spec section 9). Each route is fetched at
 * most once and loaded at most once; beyond {@link MAX_PARALLEL_PREFETCHES} they wait in a
 * queue. The router's lazy route later gets the module from the module cache. Without a file
 * list for a route (a dev server, tests), `fetch` loads it.
 */
export function createLinkPrefetcher({
  loaders,
  chunks = {},
  connection,
  origin,
  preloadModule = appendModulePreload,
}: {
  loaders: PageLoaders;
  chunks?: RouteChunks;
  /** Read at every request, since a connection can change its type while the page is open. */
  connection: () => ConnectionInfo | undefined;
  origin: string;
  /** Fetches one module file without running it; resolves when it is there (or failed). */
  preloadModule?: (file: string) => Promise<unknown>;
}) {
  const requested = new Set<string>();
  const preloaded = new Set<string>();
  const queue: Array<() => Promise<unknown>> = [];
  let running = 0;

  const next = () => {
    while (running < MAX_PARALLEL_PREFETCHES && queue.length > 0) {
      const load = queue.shift() as () => Promise<unknown>;
      running += 1;
      void load()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  const fetchFiles = (files: readonly string[]) => () =>
    Promise.all(
      files
        .filter((file) => !preloaded.has(file))
        .map((file) => {
          preloaded.add(file);
          return preloadModule(file);
        }),
    );

  /** Prefetches the route `href` leads to, if it is one of ours and the connection allows. */
  function prefetch(href: string, mode: PrefetchMode = 'load'): void {
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
    if (!load) return;
    // Without a file list (a dev server, tests) a visible link is loaded.
    const files = mode === 'fetch' ? chunks[path] : undefined;
    const effective: PrefetchMode = files ? 'fetch' : 'load';
    // A loaded route has its files too; a fetched one may still be loaded on intent.
    if (requested.has(`load ${path}`) || requested.has(`${effective} ${path}`)) return;
    requested.add(`${effective} ${path}`);
    queue.push(files ? fetchFiles(files) : load);
    next();
  }

  return { prefetch, running: () => running, queued: () => queue.length };
}

/** `<link rel="modulepreload">` for `file`, settled when it has loaded or failed. */
function appendModulePreload(file: string): Promise<unknown> {
  return new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
    document.head.append(link);
  });
}
