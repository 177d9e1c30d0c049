/**
 * The id of index.html's `<script type="application/json">` that lists each route's files
 * (written by scripts/route-chunks.ts, read by the link prefetch).
 */
export const ROUTE_CHUNKS_ID = 'locperf-route-chunks';

/** What that script holds: every file once, and each route's files as indexes into them. */
export interface RouteChunksData {
  files: string[];
  routes: Record<string, number[]>;
}

/** Each route's files, by unprefixed path, from the script's data. */
export function expandRouteChunks(data: unknown): Record<string, string[]> {
  if (typeof data !== 'object' || data === null) return {};
  const { files, routes } = data as Partial<RouteChunksData>;
  if (!Array.isArray(files) || typeof routes !== 'object' || routes === null) return {};
  return Object.fromEntries(
    Object.entries(routes).map(([path, indexes]) => [
      path,
      (Array.isArray(indexes) ? indexes : []).flatMap((i) =>
        typeof files[i] === 'string' ? [files[i]] : [],
      ),
    ]),
  );
}
