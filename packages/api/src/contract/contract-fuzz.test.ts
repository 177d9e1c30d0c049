import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../auth/token-store';
import { createApiClient } from '../client/client';
import { callEndpoint } from '../client/endpoint';
import { ApiError } from '../client/errors';
import { endpoints } from './endpoints';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const statuses = [200, 201, 204, 400, 401, 402, 403, 404, 409, 422, 429, 500, 503];

/** Arbitrary JSON, plus the shapes the client inspects (messages, violations) filled at random. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ messages: fc.jsonValue() }),
  fc.record({ messages: fc.array(fc.record({ type: fc.string(), key: fc.jsonValue() })) }),
  fc.record({ violations: fc.array(fc.dictionary(fc.string(), fc.jsonValue())) }),
  fc.record({ message: fc.jsonValue(), detail: fc.jsonValue() }),
  fc.string().map((text) => ({ raw: text })),
);

function fakeFetch(status: number, payload: unknown): typeof fetch {
  return async () => {
    const text =
      payload !== null && typeof payload === 'object' && 'raw' in payload
        ? String((payload as { raw: unknown }).raw)
        : JSON.stringify(payload);
    return new Response(status === 204 ? null : text, { status });
  };
}

const params = new Proxy({}, { get: () => 'x' }) as Record<string, string>;

describe('the client only ever throws its typed errors (issue 3, property test)', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...statuses), body, async (status, payload) => {
          const client = createApiClient({
            baseUrl: 'https://api.test',
            tokenStore: createMemoryTokenStore(),
            fetch: fakeFetch(status, payload),
            onMessages: () => {},
            onError: () => {},
          });
          try {
            await callEndpoint(client, endpoint, { params, body: {} });
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it('auth core: sign-in, session and refresh never throw anything but ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...statuses), body, async (status, payload) => {
        const tokens = createMemoryTokenStore();
        tokens.set('auth.token', 't', 60);
        tokens.set('auth.refresh-token', 'r', 60);
        const client = createApiClient({
          baseUrl: 'https://api.test',
          tokenStore: tokens,
          fetch: fakeFetch(status, payload),
        });
        for (const run of [
          () => client.auth.signIn({}),
          () => client.auth.getSession(),
          () => client.auth.refresh({ background: true }),
          () => client.auth.signOut(),
        ]) {
          try {
            await run();
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
