import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BASE, setupTestServer } from '../test-utils/test-server';
import { sessionHandler, setup } from '../test-utils/auth';

const server = setupTestServer({ quiet: true });

describe('auth core: background refresh (spec sections 4 and 9)', () => {
  it('refreshes every quarter of the token max age and when the tab becomes visible', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'valid-n', refreshToken: 'r-n' });
      }),
      sessionHandler(),
    );
    const { core, tokens } = setup({ token: { cookieName: 'tok', maxAgeSeconds: 400 } });
    tokens.set('tok', 'valid', 60);
    tokens.set('rtok', 'r', 60);
    await core.getSession();

    let tick: () => void = () => {};
    let interval = 0;
    const listeners: Record<string, () => void> = {};
    const doc = {
      visibilityState: 'hidden' as DocumentVisibilityState,
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
      removeEventListener: vi.fn(),
    };
    const stop = core.startBackgroundRefresh({
      document: doc as never,
      setInterval: (fn, ms) => {
        tick = fn;
        interval = ms;
        return 1;
      },
      clearInterval: vi.fn(),
    });
    expect(interval).toBe(100_000);
    tick();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    doc.visibilityState = 'visible';
    listeners.visibilitychange?.();
    await vi.waitFor(() => expect(refreshes).toBe(2));
    stop();
    expect(doc.removeEventListener).toHaveBeenCalled();
  });

  it('does not refresh while signed out', () => {
    const { core } = setup();
    let tick: () => void = () => {};
    core.startBackgroundRefresh({
      setInterval: (fn) => {
        tick = fn;
        return 1;
      },
      clearInterval: () => {},
    });
    // No handler is registered: a request would fail the test (onUnhandledRequest: error).
    tick();
    expect(core.getState().status).toBe('loading');
  });
});

describe('cookie token store: tokens stay out of localStorage (issue 3, Auth)', () => {
  it('never puts the token into localStorage', async () => {
    server.use(
      http.post(`${BASE}/auth/login`, () =>
        HttpResponse.json({ token: 'valid-x', refreshToken: 'r' }),
      ),
      sessionHandler(),
    );
    const { core } = setup();
    await core.signIn({});
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(stored.join()).not.toContain('valid-x');
  });
});
