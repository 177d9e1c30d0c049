import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createMemoryTokenStore } from '@locperf/api/auth';
import { createApiClient } from '@locperf/api/client';
import { callEndpoint, type CallArgs, type Endpoint } from '@locperf/api/client';
import type { ApiClient, ApiClientConfig } from '@locperf/api/client';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './db';
import { handlers } from './handlers';
import { resetMockDb } from './state';

/** Shared set-up of the mock backend's own tests: the handlers behind msw/node, a fresh seed. */
export function setupMockBackend() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  return server;
}

export const org = { organizationId: DEMO_ORGANIZATION.id };

export function newClient(config: Partial<ApiClientConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore(),
    ...config,
  });
}

export async function signedIn(account: { email: string; password: string } = DEMO_ACCOUNTS.owner) {
  const client = newClient();
  expect(await client.auth.signIn(account)).toBe(true);
  return client;
}

export async function call<
  P extends string,
  T,
  B,
  Q extends Record<string, string | number | boolean | undefined>,
>(client: ApiClient, endpoint: Endpoint<P, T, B, Q>, args: CallArgs<P, B, Q> = {}) {
  return (await callEndpoint(client, endpoint, args)).data;
}

export async function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}
