import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRuntimeAfterSession } from './app';
import { AUTH_POLL_MS } from './navigation/guard-loader';

const session = {
  email: 'owner@example.test',
  organization: { id: 'org-1', name: 'Org', customerNumber: 'K-1' },
  roles: [],
};

/** A backend whose session answer the test releases; anything else answers an empty list. */
function backend() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    if (url.endsWith('/auth/session')) await answered;
    const body = url.endsWith('/auth/session')
      ? session
      : { items: [], total: 0, nextCursor: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, release };
}

beforeEach(() => {
  // A light page (its lazy module loads fast): each test waits until the router has loaded it,
  // so no import is left running when the test environment is torn down (a clean-clone run).
  window.history.replaceState(null, '', '/impress');
  document.cookie = 'auth.token=token-1; path=/';
});
afterEach(() => {
  document.cookie = 'auth.token=; path=/; max-age=0';
  vi.useRealTimers();
});

// Issue 14 (paint first) with spec section 9 (navigation waits for auth, polling every 100 ms).
describe('the signed-in runtime starts routing once the session is in', () => {
  it('creates the router after the session answer, so the guard finds the status known', async () => {
    const { fetch, release } = backend();
    let created = false;
    const runtime = createAppRuntimeAfterSession('en', { fetch }).then((made) => {
      created = true;
      return made;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created).toBe(false);
    release();
    const { client, router } = await runtime;
    // The router (and with it the guard of the first navigation) starts with the status known.
    expect(client.auth.getState().status).toBe('authenticated');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 20_000 });
    router.dispose();
  });

  it('waits no longer than one poll for a slow session answer', async () => {
    vi.useFakeTimers();
    const { fetch, release } = backend();
    let created = false;
    const runtime = createAppRuntimeAfterSession('en', { fetch }).then((made) => {
      created = true;
      return made;
    });
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS - 1);
    expect(created).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(created).toBe(true);
    const { client, router } = await runtime;
    // The answer is not in yet: the guard's poll takes over.
    expect(client.auth.getState().status).toBe('loading');
    release();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 20_000 });
    router.dispose();
  });
});
