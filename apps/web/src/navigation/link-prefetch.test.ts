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

  it('fetches the files of a visible link without running its loader, and runs it on intent', async () => {
    const { loaders, calls, release } = pendingLoaders(['/reviews', '/shop']);
    const fetched: string[] = [];
    const prefetcher = createLinkPrefetcher({
      loaders,
      chunks: {
        '/reviews': ['/assets/reviews-page.js', '/assets/form.js'],
        '/shop': ['/assets/form.js'],
      },
      connection: () => ({ effectiveType: '4g' }),
      origin,
      preloadModule: (file) => {
        fetched.push(file);
        return Promise.resolve();
      },
    });
    prefetcher.prefetch('/reviews', 'fetch');
    prefetcher.prefetch('/de/reviews', 'fetch');
    prefetcher.prefetch('/shop', 'fetch');
    await vi.waitFor(() => expect(prefetcher.running()).toBe(0));
    // Each file once, whichever route needs it; nothing ran.
    expect(fetched).toEqual(['/assets/reviews-page.js', '/assets/form.js']);
    expect(calls).not.toHaveBeenCalled();
    // The owner reaches for the link: now the route's code runs, once.
    prefetcher.prefetch('/reviews');
    prefetcher.prefetch('/reviews');
    prefetcher.prefetch('/reviews', 'fetch');
    expect(calls).toHaveBeenCalledTimes(1);
    release[0]?.();
  });

  it('loads a visible link whose files it does not know (a dev server)', () => {
    const { loaders, calls } = pendingLoaders(['/shop']);
    const preloadModule = vi.fn(() => Promise.resolve());
    const prefetcher = createLinkPrefetcher({
      loaders,
      connection: () => undefined,
      origin,
      preloadModule,
    });
    prefetcher.prefetch('/shop', 'fetch');
    expect(calls).toHaveBeenCalledWith('/shop');
    expect(preloadModule).not.toHaveBeenCalled();
  });

  it('fetches nothing for a visible link on a saveData connection', () => {
    const { loaders, calls } = pendingLoaders(['/shop']);
    const preloadModule = vi.fn(() => Promise.resolve());
    const prefetcher = createLinkPrefetcher({
      loaders,
      chunks: { '/shop': ['/assets/shop.js'] },
      connection: () => ({ saveData: true }),
      origin,
      preloadModule,
    });
    prefetcher.prefetch('/shop', 'fetch');
    expect(preloadModule).not.toHaveBeenCalled();
    expect(calls).not.toHaveBeenCalled();
  });

  it('appends one modulepreload link per file by default', async () => {
    const { loaders } = pendingLoaders(['/shop']);
    const prefetcher = createLinkPrefetcher({
      loaders,
      chunks: { '/shop': ['/assets/shop-test.js'] },
      connection: () => undefined,
      origin,
    });
    prefetcher.prefetch('/shop', 'fetch');
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/shop-test.js"]');
    expect(link?.rel).toBe('modulepreload');
    link?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(prefetcher.running()).toBe(0));
    link?.remove();
  });
});
