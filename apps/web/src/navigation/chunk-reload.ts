/**
 * Spec sections 8 and 9: a failed lazy chunk load (typically a deploy replaced the hashed files)
 * triggers one full reload, at most once per path in 10 s, so a chunk that is really gone shows
 * the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY = 'chunkReloadAt';

/** True for the errors browsers and Vite raise when a dynamic import cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readGuard(storage: StorageLike): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Records a reload attempt for `path` and says whether the page should reload now: true unless
 * this path already reloaded within the window.
 */
export function claimChunkReload(path: string, now: number, storage: StorageLike): boolean {
  const guard = readGuard(storage);
  const last = guard[path];
  if (typeof last === 'number' && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  guard[path] = now;
  try {
    storage.setItem(KEY, JSON.stringify(guard));
  } catch {
    // Storage full or blocked: without a guard we could loop, so do not reload.
    return false;
  }
  return true;
}
