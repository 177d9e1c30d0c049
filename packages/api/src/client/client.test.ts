import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from './client';
import { HttpError, NetworkError, ResponseShapeError } from './errors';
import { BASE, setupTestServer } from '../test-utils/test-server';

const server = setupTestServer({ quiet: true });

const anySchema = z.unknown();

describe('createApiClient (spec section 7)', () => {
  it('sends the Basic credential, the user token and the locale on every call', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${BASE}/ping`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({});
      }),
    );
    let token: string | null = null;
    const client = createApiClient({
      baseUrl: BASE,
      basicAuth: 'c2VjcmV0',
      getToken: () => token,
      getLocale: () => 'de',
    });

    await client.request('GET', '/ping', { schema: anySchema });
    token = 'user-token';
    await client.request('GET', '/ping', { schema: anySchema });

    expect(seen[0]?.get('authorization')).toBe('Basic c2VjcmV0');
    expect(seen[0]?.get('api-authorization')).toBe('');
    expect(seen[0]?.get('accept-language')).toBe('de');
    expect(seen[1]?.get('api-authorization')).toBe('user-token');
  });

  it('sends a body only when one is given', async () => {
    const bodies: string[] = [];
    server.use(
      http.post(`${BASE}/things`, async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ baseUrl: BASE });
    await client.request('POST', '/things', { schema: anySchema });
    await client.request('POST', '/things', { schema: anySchema, body: { a: 1 } });
    expect(bodies).toEqual(['', '{"a":1}']);
  });

  it('parses the body with the schema and tolerates unknown extra fields', async () => {
    server.use(
      http.get(`${BASE}/info`, () => HttpResponse.json({ release: '1.2.3', extra: true })),
    );
    const client = createApiClient({ baseUrl: BASE });
    const schema = z.looseObject({ release: z.string() });
    await expect(client.request('GET', '/info', { schema })).resolves.toMatchObject({
      release: '1.2.3',
    });
  });

  it('turns a body that fails its schema into a ResponseShapeError naming endpoint and path', async () => {
    server.use(http.get(`${BASE}/info`, () => HttpResponse.json({ release: 42 })));
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: BASE, onError });
    const error = await client
      .request('GET', '/info', { schema: z.object({ release: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ endpoint: 'GET /info', path: 'release' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('raises an HttpError with status and statusText for other HTTP errors', async () => {
    server.use(
      http.get(`${BASE}/boom`, () =>
        HttpResponse.json({ oops: true }, { status: 500, statusText: 'Server Error' }),
      ),
    );
    const client = createApiClient({ baseUrl: BASE });
    const error = await client.request('GET', '/boom', { schema: anySchema }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, statusText: 'Server Error', body: { oops: true } });
  });

  it('raises a NetworkError when the network fails', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const client = createApiClient({ baseUrl: BASE });
    const error = await client.request('GET', '/down', { schema: anySchema }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: false });
  });

  it('aborts after the configured timeout with a timed-out NetworkError', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ baseUrl: BASE, timeoutMs: 20 });
    const error = await client.request('GET', '/slow', { schema: anySchema }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });
});
