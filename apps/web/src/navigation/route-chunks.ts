/**
 * The id of index.html's `<script type="application/json">` that lists each route's files
 * (written by scripts/route-chunks.ts, read by the entry and the link prefetch).
 */
export const ROUTE_CHUNKS_ID = 'locperf-route-chunks';

/** What that script holds: every file once, and each route's files as indexes into them. */
export interface RouteChunksData {
  files: string[];
  /** Each route's JS: its page chunk and that chunk's static imports, the app's own left out. */
  routes: Record<string, number[]>;
  /** Each route's stylesheets, the app's own left out. */
  styles?: Record<string, number[]>;
  /** Each route's area (the folder of its routes.ts), whose catalogue chunk holds its texts. */
  areas?: Record<string, string>;
}

/** The files `list` names by their indexes into `files`, skipping what is not one. */
function filesAt(files: unknown[], list: unknown): string[] {
  return (Array.isArray(list) ? list : []).flatMap((i: unknown) =>
    typeof i === 'number' && typeof files[i] === 'string' ? [files[i]] : [],
  );
}

/** What a map in the data holds for `path` (its own key only), or nothing. */
function entryOf(map: unknown, path: string): unknown {
  return typeof map === 'object' && map !== null && Object.hasOwn(map, path)
    ? (map as Record<string, unknown>)[path]
    : undefined;
}

/** Each route's JS files, by unprefixed path, from the script's data. */
export function expandRouteChunks(data: unknown): Record<string, string[]> {
  if (typeof data !== 'object' || data === null) return {};
  const { files, routes } = data as Partial<RouteChunksData>;
  if (!Array.isArray(files) || typeof routes !== 'object' || routes === null) return {};
  return Object.fromEntries(
    Object.entries(routes).map(([path, list]) => [path, filesAt(files, list)]),
  );
}

/** What the entry starts for the page it opens on. */
export interface FirstPageFiles {
  /** The page's area, for its catalogue chunk; unknown without the build's data. */
  area: string | undefined;
  scripts: string[];
  styles: string[];
}

/**
 * The files of the page at `path` (unprefixed), from the script's data; nothing on a dev server
 * or for a path that is no page (the router then loads what it needs).
 */
export function firstPageFiles(data: unknown, path: string): FirstPageFiles {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as RouteChunksData).files))
    return { area: undefined, scripts: [], styles: [] };
  // Only the one page's lists are read: this runs in the entry, before anything is painted.
  const { files, routes, styles, areas } = data as RouteChunksData;
  const area = entryOf(areas, path);
  return {
    area: typeof area === 'string' ? area : undefined,
    scripts: filesAt(files, entryOf(routes, path)),
    styles: filesAt(files, entryOf(styles, path)),
  };
}

/** The script's data in `document`, or null (none, or not JSON). */
export function readRouteChunksData(document: Document): unknown {
  const script = document.getElementById(ROUTE_CHUNKS_ID);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Starts a page's files: its stylesheets linked (as the page's own import would link them; it
 * then finds them there) and its scripts fetched and compiled without running
 * (`<link rel="modulepreload">`); the router's lazy route runs them from the module map.
 */
export function linkPageFiles(document: Document, { scripts, styles }: FirstPageFiles): void {
  const linked = new Set(
    [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')),
  );
  const add = (rel: string, href: string) => {
    if (linked.has(href)) return;
    linked.add(href);
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  };
  styles.forEach((href) => add('stylesheet', href));
  scripts.forEach((href) => add('modulepreload', href));
}
