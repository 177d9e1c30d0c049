import { describe, expect, it } from 'vitest';
import { createNetworkQuiet } from './network-quiet';

/** A fetch whose answers wait until released. */
function heldFetch() {
  const release: Array<() => void> = [];
  const fetch = (() =>
    new Promise<Response>((resolve) => {
      release.push(() => resolve(new Response('{}')));
    })) as typeof globalThis.fetch;
  return { fetch, release };
}

describe('network quiet (issue 14: link prefetch waits for the page data)', () => {
  it('is quiet at once with nothing in flight', async () => {
    await expect(createNetworkQuiet().whenQuiet()).resolves.toBeUndefined();
  });

  it('resolves only when the last tracked request has answered', async () => {
    const quiet = createNetworkQuiet();
    const { fetch, release } = heldFetch();
    const tracked = quiet.track(fetch);
    const first = tracked('/api/a');
    const second = tracked('/api/b');
    let done = false;
    void quiet.whenQuiet().then(() => {
      done = true;
    });
    release[0]!();
    await first;
    expect(done).toBe(false);
    release[1]!();
    await second;
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('counts a failed request as answered', async () => {
    const quiet = createNetworkQuiet();
    const tracked = quiet.track(() => Promise.reject(new TypeError('offline')));
    await expect(tracked('/api/a')).rejects.toThrow('offline');
    await expect(quiet.whenQuiet()).resolves.toBeUndefined();
  });
});
