import { getAttention } from '@locperf/api/attention';
import { createMemoryTokenStore } from '@locperf/api/auth';
import { callEndpoint, createApiClient } from '@locperf/api/client';
import { getInsights } from '@locperf/api/insights';
import { listLocations } from '@locperf/api/locations';
import { listReviews } from '@locperf/api/reviews';
import { listProducts } from '@locperf/api/shop';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyRequests, type EarlyRequestContext } from './early-requests';

const session = {
  email: 'owner@example.test',
  organization: { id: 'org 1', name: 'Org', customerNumber: 'K-1' },
  roles: [],
};

/** A backend that counts what reaches it: the session, and an empty list for anything else. */
function backend() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    asked.push(url);
    const body = url.endsWith('/auth/session')
      ? session
      : /\/(locations|products)$/.test(url)
        ? []
        : { items: [], total: 0, nextCursor: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { asked, fetch };
}

const context = (over: Partial<EarlyRequestContext>): EarlyRequestContext => ({
  apiBase: '/api',
  basicAuth: 'c2VjcmV0',
  token: 'token-1',
  locale: 'de',
  path: '/reviews',
  search: '',
  ...over,
});

/** The signed-in user's token store. */
function signedIn() {
  const tokens = createMemoryTokenStore();
  tokens.set('auth.token', 'token-1', 60);
  return tokens;
}

/** The app's API client on top of the early requests, as bootstrap.tsx builds it. */
function clientOver(
  early: ReturnType<typeof startEarlyRequests>,
  fetch: typeof globalThis.fetch,
  locale = 'de',
) {
  return createApiClient({
    baseUrl: '/api',
    basicAuth: 'c2VjcmV0',
    getLocale: () => locale,
    tokenStore: signedIn(),
    fetch: early.wrap(fetch),
  });
}

/** Lets the early session answer arrive and the page's request start. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startEarlyRequests (issue 14, signed-in pages start their data at once)', () => {
  it('asks for the session and the review list once, shared with the client that asks again', async () => {
    const server = backend();
    const early = startEarlyRequests(context({ fetch: server.fetch }));
    await settled();
    expect(server.asked).toEqual([
      '/api/auth/session',
      '/api/organizations/org%201/reviews?limit=50',
      '/api/organizations/org%201/locations',
    ]);

    const client = clientOver(early, server.fetch);
    await expect(client.auth.getSession()).resolves.toMatchObject({ email: session.email });
    // The first page of the inbox, as the inbox asks for it without filters (50 a page,
    // review-inbox.tsx), and the locations its filters and cards name.
    await callEndpoint(client, listReviews, {
      params: { organizationId: 'org 1' },
      query: { limit: 50 },
    });
    await callEndpoint(client, listLocations, { params: { organizationId: 'org 1' } });
    expect(server.asked).toHaveLength(3);
  });

  it('starts the home page’s needs-attention list, as its hook asks for it', async () => {
    const server = backend();
    const early = startEarlyRequests(context({ fetch: server.fetch, path: '/' }));
    await settled();
    const client = clientOver(early, server.fetch);
    await callEndpoint(client, getAttention, { params: { organizationId: 'org 1' } });
    expect(server.asked).toEqual(['/api/auth/session', '/api/organizations/org%201/attention']);
  });

  it('starts the shop’s products and the insights’ default period, as their hooks ask', async () => {
    const shop = backend();
    const shopEarly = startEarlyRequests(context({ fetch: shop.fetch, path: '/shop' }));
    await settled();
    const shopClient = clientOver(shopEarly, shop.fetch);
    await callEndpoint(shopClient, listProducts, {});
    await callEndpoint(shopClient, listLocations, { params: { organizationId: 'org 1' } });
    expect(shop.asked).toEqual([
      '/api/auth/session',
      '/api/shop/products',
      '/api/organizations/org%201/locations',
    ]);

    const insights = backend();
    const insightsEarly = startEarlyRequests(context({ fetch: insights.fetch, path: '/insights' }));
    await settled();
    const insightsClient = clientOver(insightsEarly, insights.fetch);
    // The request is what counts here, not the (empty) answer's shape the client reports.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await callEndpoint(insightsClient, getInsights, {
      params: { organizationId: 'org 1' },
      query: { period: '30d' },
    }).catch(() => undefined);
    expect(insights.asked).toEqual([
      '/api/auth/session',
      '/api/organizations/org%201/insights?period=30d',
      '/api/organizations/org%201/locations',
    ]);
  });

  it('hands each answer over once: a later request of the same URL reaches the server', async () => {
    const server = backend();
    const early = startEarlyRequests(context({ fetch: server.fetch, path: '/profile' }));
    const client = clientOver(early, server.fetch);
    await client.auth.getSession();
    await client.auth.getSession({ force: true });
    expect(server.asked).toEqual(['/api/auth/session', '/api/auth/session']);
  });

  it('asks for nothing without a token, and guesses no filtered page', async () => {
    const signedOut = backend();
    startEarlyRequests(context({ fetch: signedOut.fetch, token: null }));
    const filtered = backend();
    startEarlyRequests(context({ fetch: filtered.fetch, search: '?rating=1' }));
    await settled();
    expect(signedOut.asked).toEqual([]);
    expect(filtered.asked).toEqual(['/api/auth/session']);
  });

  it('does not hand an answer to a request with another token or language', async () => {
    const server = backend();
    const early = startEarlyRequests(context({ fetch: server.fetch, path: '/profile' }));
    const english = clientOver(early, server.fetch, 'en');
    await english.auth.getSession();
    expect(server.asked).toEqual(['/api/auth/session', '/api/auth/session']);
  });
});
