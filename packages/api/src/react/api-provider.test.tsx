import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../auth/token-store';
import { createApiClient } from '../client/client';
import { type Cache, useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { ApiProvider } from './api-provider';
import { apiKey } from './keys';
import { BASE, setupTestServer } from '../test-utils/test-server';

const server = setupTestServer();

const session = {
  email: 'a@b.test',
  organization: { id: 'o', name: 'O', customerNumber: 'K1' },
  roles: [],
};

function signedInClient() {
  const tokenStore = createMemoryTokenStore();
  tokenStore.set('auth.token', 'valid', 3600);
  let sessionRequests = 0;
  server.use(
    http.get(`${BASE}/auth/session`, () => {
      sessionRequests += 1;
      return HttpResponse.json(session);
    }),
  );
  const client = createApiClient({ baseUrl: BASE, tokenStore });
  return { client, requests: () => sessionRequests };
}

describe('ApiProvider session manager (spec section 4, Auth; issue 14)', () => {
  it('does not ask for a session the app already loaded: one request, the same session object', async () => {
    const { client, requests } = signedInClient();
    // The app asks before its first render (apps/web app.tsx, early-requests.ts).
    await client.auth.getSession();
    const loaded = client.auth.getState().session;
    expect(requests()).toBe(1);
    const getSession = vi.spyOn(client.auth, 'getSession');
    // render() flushes the effects: a session load would have started by the time it returns.
    const { unmount } = render(
      <ApiProvider client={client}>
        <p>page</p>
      </ApiProvider>,
    );
    // A second answer would replace the session object and re-render the whole signed-in shell.
    expect(getSession).not.toHaveBeenCalled();
    expect(client.auth.getState().session).toBe(loaded);
    unmount();
  });

  it('loads the session on mount when nobody asked yet', async () => {
    const { client, requests } = signedInClient();
    const { unmount } = render(
      <ApiProvider client={client}>
        <p>page</p>
      </ApiProvider>,
    );
    await waitFor(() => expect(client.auth.getState().status).toBe('authenticated'));
    expect(requests()).toBe(1);
    unmount();
  });
});

describe('ApiProvider sign-out (spec section 7: nothing of the user stays behind)', () => {
  it('clears the infinite lists too (the inbox pages), which filter mutations skip', async () => {
    const { client } = signedInClient();
    server.use(http.post(`${BASE}/auth/logout`, () => new HttpResponse(null, { status: 204 })));
    let cache: Cache | undefined;
    const getKey = (index: number) => (index === 0 ? apiKey('/things', {}, 'en') : null);
    function List() {
      cache = useSWRConfig().cache;
      const { data } = useSWRInfinite(getKey, async () => ({ items: ['a private review'] }));
      return <p>{data ? 'loaded' : 'empty'}</p>;
    }
    const { findByText, unmount } = render(
      <ApiProvider client={client} cache={() => new Map()}>
        <List />
      </ApiProvider>,
    );
    await waitFor(() => expect(client.auth.getState().status).toBe('authenticated'));
    await findByText('loaded');
    const listKey = unstable_serialize(getKey);
    expect(cache?.get(listKey)?.data).toBeDefined();
    await client.auth.signOut();
    await waitFor(() => expect(cache?.get(listKey)?.data).toBeUndefined());
    unmount();
  });
});
