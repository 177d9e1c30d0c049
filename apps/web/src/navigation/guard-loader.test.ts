import type { AuthCore, AuthState } from '@locperf/api/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_POLL_MS, guardLoader, settledAuth } from './guard-loader';

/** An auth core that reports `loading` until `settle` is called. */
function loadingAuth() {
  let state = { status: 'loading', session: null } as unknown as AuthState;
  const getState = vi.fn(() => state);
  return {
    auth: { getState } as unknown as AuthCore,
    getState,
    settle: (next: Partial<AuthState>) => {
      state = { ...state, ...next } as AuthState;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the auth poll of navigation (spec section 9: wait, polling every 100 ms)', () => {
  it('polls every 100 ms while auth is loading and resolves at the first poll after it settles', async () => {
    const { auth, getState, settle } = loadingAuth();
    let settled = false;
    const done = settledAuth(auth, new AbortController().signal).then((state) => {
      settled = true;
      return state;
    });
    expect(getState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS - 1);
    expect(getState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getState).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * AUTH_POLL_MS);
    expect(getState).toHaveBeenCalledTimes(4);
    expect(settled).toBe(false);
    settle({ status: 'unauthenticated' });
    // Settled between two polls: the answer comes with the next poll, not before.
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await done).status).toBe('unauthenticated');
    expect(AUTH_POLL_MS).toBe(100);
  });

  it('stops polling when the navigation is abandoned', async () => {
    const { auth, getState } = loadingAuth();
    const controller = new AbortController();
    const done = settledAuth(auth, controller.signal);
    const outcome = done.then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    controller.abort(new Error('navigated away'));
    expect(await outcome).toBe('rejected');
    const calls = getState.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * AUTH_POLL_MS);
    expect(getState).toHaveBeenCalledTimes(calls);
  });

  it('holds a protected page until auth settles, then redirects a signed-out visitor to /login', async () => {
    const { auth, settle } = loadingAuth();
    const loader = guardLoader('protected', auth);
    const request = new Request('http://localhost/de/reviews?rating=1');
    let answer: unknown;
    const done = Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch(
      (thrown: unknown) => {
        answer = thrown;
      },
    );
    await vi.advanceTimersByTimeAsync(5 * AUTH_POLL_MS);
    expect(answer).toBeUndefined();
    settle({ status: 'unauthenticated' });
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    await done;
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(
      '/de/login?redirect=%2Fde%2Freviews%3Frating%3D1',
    );
  });
});
