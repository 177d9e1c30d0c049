import { describe, expect, it, vi } from 'vitest';
import { demoFetch, whenControlled, type DemoBackend } from './demo-fetch';

const MARK = 'x-test-mocked';
const ready = () => Promise.resolve();

/**
 * A mock backend whose worker has forgotten the page until it is reactivated `forgetFor` times:
 * until then every request reaches the static server (a 404 without the mock's mark).
 */
function worker(forgetFor: number) {
  let restarts = 0;
  const sent: string[] = [];
  const backend: DemoBackend = {
    reactivate: vi.fn(async () => {
      restarts += 1;
    }),
    answered: (response) => response.headers.has(MARK),
  };
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
    return restarts >= forgetFor
      ? new Response('{"ok":true}', { headers: { [MARK]: '1' } })
      : new Response('Not Found', { status: 404 });
  };
  return { backend, send, sent };
}

describe('demoFetch (issue 14: demo mode never loses a request to a worker that forgot the page)', () => {
  it('passes an answered request through, without reactivating the worker', async () => {
    const { backend, send, sent } = worker(0);
    const response = await demoFetch(
      Promise.resolve(backend),
      send,
      ready,
    )('http://demo.test/api/a');
    expect(response.status).toBe(200);
    expect(backend.reactivate).not.toHaveBeenCalled();
    expect(sent).toEqual(['GET /api/a ']);
  });

  it('reactivates the worker and sends a request again that reached the server instead', async () => {
    const { backend, send, sent } = worker(1);
    const fetch = demoFetch(Promise.resolve(backend), send, ready);
    const response = await fetch(
      new Request('http://demo.test/api/auth/login', { method: 'POST', body: '{"email":"a"}' }),
    );
    expect(await response.json()).toEqual({ ok: true });
    expect(backend.reactivate).toHaveBeenCalledTimes(1);
    // The body is sent again whole.
    expect(sent).toEqual([
      'POST /api/auth/login {"email":"a"}',
      'POST /api/auth/login {"email":"a"}',
    ]);
  });

  it('reactivates once for the requests that found the worker gone together', async () => {
    const { backend, send } = worker(1);
    const fetch = demoFetch(Promise.resolve(backend), send, ready);
    const responses = await Promise.all([
      fetch('http://demo.test/api/a'),
      fetch('http://demo.test/api/b'),
      fetch('http://demo.test/api/c'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(backend.reactivate).toHaveBeenCalledTimes(1);
  });

  it('retries once only: a second miss is the answer', async () => {
    const { backend, send, sent } = worker(5);
    const response = await demoFetch(
      Promise.resolve(backend),
      send,
      ready,
    )('http://demo.test/api/a');
    expect(response.status).toBe(404);
    expect(sent).toHaveLength(2);
  });

  it('sends the request on when the worker failed to start', async () => {
    const { send, sent } = worker(0);
    const response = await demoFetch(
      Promise.reject(new Error('no worker')),
      send,
    )('http://demo.test/api/a');
    expect(response.status).toBe(200);
    expect(sent).toEqual(['GET /api/a ']);
  });

  it('holds requests until a service worker controls the page (one unregistered before it loaded)', async () => {
    const { backend, send, sent } = worker(0);
    let control!: () => void;
    const controlled = new Promise<void>((resolve) => {
      control = resolve;
    });
    const pending = demoFetch(
      Promise.resolve(backend),
      send,
      () => controlled,
    )('http://demo.test/api/auth/session');
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    control();
    expect((await pending).status).toBe(200);
    expect(sent).toEqual(['GET /api/auth/session ']);
  });
});

describe('whenControlled', () => {
  it('resolves at once when a worker controls the page, else on the first controllerchange', async () => {
    const controlledNow = { controller: {} } as ServiceWorkerContainer;
    await expect(whenControlled(controlledNow)).resolves.toBeUndefined();
    const events = new EventTarget();
    const container = Object.assign(events, {
      controller: null,
    }) as unknown as ServiceWorkerContainer;
    let done = false;
    const waiting = whenControlled(container).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    events.dispatchEvent(new Event('controllerchange'));
    await waiting;
    expect(done).toBe(true);
  });
});
