// Shared set-up of the auth core's unit tests: a client wired to the test server, and the session
// the server answers with.
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { createMemoryTokenStore, type TokenStore } from '../auth/token-store';
import type { AuthConfigInput } from '../auth/config';
import { createApiClient } from '../client/client';
import type { ApiClientConfig } from '../client/types';
import { BASE } from './test-server';

/** The session of a signed-in owner (spec section 3). */
export const session = {
  email: 'owner@example.test',
  organization: { id: 'org-1', name: 'Bäckerei', customerNumber: 'K-1001' },
  roles: ['ROLE_USER'],
};

/** A client with cookie-named tokens in memory; `auth` and `extra` override its configuration. */
export function setup(auth: AuthConfigInput = {}, extra: Partial<ApiClientConfig> = {}) {
  const tokens: TokenStore = createMemoryTokenStore();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    tokenStore: tokens,
    auth: { token: { cookieName: 'tok' }, refreshToken: { cookieName: 'rtok' }, ...auth },
    onUnauthorized,
    ...extra,
  });
  return { client, core: client.auth, tokens, onUnauthorized };
}

/** Answers the session for a token starting with "valid", 401 otherwise; records each token. */
export function sessionHandler(seen: string[] = []) {
  return http.get(`${BASE}/auth/session`, ({ request }) => {
    const token = request.headers.get('api-authorization') ?? '';
    seen.push(token);
    if (!token.startsWith('valid')) return HttpResponse.json({}, { status: 401 });
    return HttpResponse.json(session);
  });
}
