import { describe, expect, it, vi } from 'vitest';
import { demoFetch, type DemoBackend } from './demo-fetch';

const MARK = 'x-test-mocked';

/**
 * A mock backend whose worker has forgotten the page until it is restarted `forgetFor` times:
 * until then every request reaches the static server (a 404 without the mock's mark).
 */
function worker(forgetFor: number) {
  let restarts = 0;
  const sent: string[] = [];
  const backend: DemoBackend = {
    restart: vi.fn(async () => {
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
  it('passes an answered request through, without restarting the worker', async () => {
    const { backend, send, sent } = worker(0);
    const response = await demoFetch(Promise.resolve(backend), send)('http://demo.test/api/a');
    expect(response.status).toBe(200);
    expect(backend.restart).not.toHaveBeenCalled();
    expect(sent).toEqual(['GET /api/a ']);
  });

  it('starts the worker again and sends a request again that reached the server instead', async () => {
    const { backend, send, sent } = worker(1);
    const fetch = demoFetch(Promise.resolve(backend), send);
    const response = await fetch(
      new Request('http://demo.test/api/auth/login', { method: 'POST', body: '{"email":"a"}' }),
    );
    expect(await response.json()).toEqual({ ok: true });
    expect(backend.restart).toHaveBeenCalledTimes(1);
    // The body is sent again whole.
    expect(sent).toEqual([
      'POST /api/auth/login {"email":"a"}',
      'POST /api/auth/login {"email":"a"}',
    ]);
  });

  it('restarts once for the requests that found the worker gone together', async () => {
    const { backend, send } = worker(1);
    const fetch = demoFetch(Promise.resolve(backend), send);
    const responses = await Promise.all([
      fetch('http://demo.test/api/a'),
      fetch('http://demo.test/api/b'),
      fetch('http://demo.test/api/c'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(backend.restart).toHaveBeenCalledTimes(1);
  });

  it('retries once only: a second miss is the answer', async () => {
    const { backend, send, sent } = worker(5);
    const response = await demoFetch(Promise.resolve(backend), send)('http://demo.test/api/a');
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
});
