import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIconLoader, splitIconRequests } from './icon-loader';

function answer(prefix: string, names: string[]) {
  return new Response(
    JSON.stringify({
      prefix,
      width: 24,
      height: 24,
      icons: Object.fromEntries(names.map((n) => [n, { body: `<path id="${n}"/>` }])),
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/** A fetch stub that answers every requested name, like an Iconify server. */
function serviceFetch() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const prefix = url.pathname
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    return answer(prefix, (url.searchParams.get('icons') ?? '').split(','));
  });
}

afterEach(() => vi.useRealTimers());

describe('icon loader', () => {
  it('requests names with one GET per prefix and caches them', async () => {
    const fetch = serviceFetch();
    const loader = createIconLoader({ baseUrl: 'https://icons.test', fetch });
    const icons = await loader.load(['mdi:home', 'mdi:star']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://icons.test/mdi.json?icons=home,star');
    expect(icons.get('mdi:home')).toEqual({ body: '<path id="home"/>', width: 24, height: 24 });
    await loader.load(['mdi:home']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('splits requests so no URL exceeds 500 characters', async () => {
    const names = Array.from({ length: 80 }, (_, i) => `icon-name-${i}`);
    const urls = splitIconRequests('https://icons.test', 'mdi', names, 500);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(500);
    const fetched = urls.flatMap((u) => new URL(u).searchParams.get('icons')!.split(','));
    expect(fetched).toEqual(names);

    const fetch = serviceFetch();
    const loader = createIconLoader({ baseUrl: 'https://icons.test', fetch, maxEntries: 100 });
    const icons = await loader.load(names.map((n) => `mdi:${n}`));
    expect(fetch).toHaveBeenCalledTimes(urls.length);
    expect(icons.size).toBe(80);
  });

  it('aborts after 5000 ms and falls back to the local endpoint', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('https://icons.test')) {
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      return Promise.resolve(answer('mdi', ['home']));
    });
    const loader = createIconLoader({
      baseUrl: 'https://icons.test',
      fallbackUrl: '/api/icons',
      fetch,
    });
    const pending = loader.load(['mdi:home']);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const icons = await pending;
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/icons/mdi.json?icons=home');
    expect(icons.has('mdi:home')).toBe(true);
  });

  it('falls back when the service answers with an error status', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('https://')
        ? new Response('', { status: 503 })
        : answer('mdi', ['x']),
    );
    const loader = createIconLoader({
      baseUrl: 'https://icons.test',
      fallbackUrl: '/api/icons',
      fetch,
    });
    expect((await loader.load(['mdi:x'])).has('mdi:x')).toBe(true);
  });

  it('rejects when the service fails and no fallback is configured', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 500 }));
    const loader = createIconLoader({ baseUrl: 'https://icons.test', fetch });
    await expect(loader.load(['mdi:x'])).rejects.toThrow('500');
  });

  it('keeps at most 50 entries, evicting the oldest', async () => {
    const fetch = serviceFetch();
    const loader = createIconLoader({ baseUrl: 'https://icons.test', fetch });
    await loader.load(Array.from({ length: 60 }, (_, i) => `mdi:i${i}`));
    expect(loader.size).toBe(50);
    fetch.mockClear();
    await loader.load(['mdi:i59']);
    expect(fetch).not.toHaveBeenCalled();
    await loader.load(['mdi:i0']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets entries older than 168 hours', async () => {
    let clock = 0;
    const fetch = serviceFetch();
    const loader = createIconLoader({ baseUrl: 'https://icons.test', fetch, now: () => clock });
    await loader.load(['mdi:home']);
    clock = 168 * 3600 * 1000;
    await loader.load(['mdi:home']);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 1;
    await loader.load(['mdi:home']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
