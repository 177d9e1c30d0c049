import { describe, expect, it, vi } from 'vitest';
import type { PageLoader } from '../pages/page-loader';
import { createLinkPrefetcher, MAX_PARALLEL_PREFETCHES, prefetchAllowed } from './link-prefetch';

const origin = 'https://app.example';

/** Loaders that stay pending until released, so the test sees how many run at once. */
function pendingLoaders(paths: string[]) {
  const release: Array<() => void> = [];
  const loaders: Record<string, PageLoader> = {};
  const calls = vi.fn<(path: string) => void>();
  for (const path of paths) {
    loaders[path] = () => {
      calls(path);
      return new Promise((resolve) => {
        release.push(() => resolve({ Component: () => null }));
      });
    };
  }
  return { loaders, calls, release };
}

describe('link prefetch (spec section 9)', () => {
  it('skips data-saver and 2g connections, allows the rest', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('loads nothing on a stubbed 2g or saveData navigator.connection', () => {
    const { loaders, calls } = pendingLoaders(['/reviews']);
    let connection: { saveData?: boolean; effectiveType?: string } = { effectiveType: '2g' };
    const prefetcher = createLinkPrefetcher({ loaders, connection: () => connection, origin });
    prefetcher.prefetch('/reviews');
    connection = { saveData: true, effectiveType: '4g' };
    prefetcher.prefetch('/reviews');
    expect(calls).not.toHaveBeenCalled();
    // The same link on a fast connection is prefetched.
    connection = { effectiveType: '4g' };
    prefetcher.prefetch('/reviews');
    expect(calls).toHaveBeenCalledWith('/reviews');
  });

  it('runs at most 4 at once and starts the next as one finishes', async () => {
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
    const { loaders, calls, release } = pendingLoaders(paths);
    const prefetcher = createLinkPrefetcher({
      loaders,
      connection: () => ({ effectiveType: '4g' }),
      origin,
    });
    for (const path of paths) prefetcher.prefetch(path);
    expect(calls).toHaveBeenCalledTimes(MAX_PARALLEL_PREFETCHES);
    expect(prefetcher.running()).toBe(4);
    expect(prefetcher.queued()).toBe(2);
    release[0]?.();
    await vi.waitFor(() => expect(calls).toHaveBeenCalledTimes(5));
    expect(prefetcher.running()).toBe(4);
  });

  it('fetches a route once, strips the locale prefix and ignores other origins', () => {
    const { loaders, calls } = pendingLoaders(['/shop']);
    const prefetcher = createLinkPrefetcher({
      loaders,
      connection: () => undefined,
      origin,
    });
    prefetcher.prefetch('https://elsewhere.example/shop');
    prefetcher.prefetch('/unknown');
    expect(calls).not.toHaveBeenCalled();
    prefetcher.prefetch('/de/shop');
    prefetcher.prefetch(`${origin}/shop`);
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
