import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useAuth, useSession } from '../auth/hooks';
import { createMemoryTokenStore } from '../auth/token-store';
import { createApiClient } from '../client/client';
import { defineEndpoint } from '../client/endpoint';
import type { ApiError } from '../client/errors';
import type { ApiResponse } from '../client/types';
import { ApiProvider } from './api-provider';
import { useClearCache } from './cache-clears';
import { isApiKey } from './keys';
import { useApiMutation, useApiQuery } from './use-api';
import { BASE, setupTestServer } from '../test-utils/test-server';

const server = setupTestServer({ quiet: true });

const thingsEndpoint = defineEndpoint({
  id: 'things',
  method: 'GET',
  path: '/orgs/{orgId}/things',
  tag: 'test',
  summary: 'things',
  response: z.looseObject({ names: z.array(z.string()) }),
});
const addThing = defineEndpoint({
  id: 'addThing',
  method: 'POST',
  path: '/orgs/{orgId}/things',
  tag: 'test',
  summary: 'add',
  body: z.object({ name: z.string() }),
  response: z.looseObject({}),
});

function wrapper(
  config: Partial<Parameters<typeof createApiClient>[0]> = {},
  cache: Map<string, unknown> = new Map(),
) {
  const client = createApiClient({
    baseUrl: BASE,
    tokenStore: createMemoryTokenStore(),
    ...config,
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} cache={() => cache as never}>
      {children}
    </ApiProvider>
  );
  return { client, Wrapper };
}

describe('useApiQuery (spec section 7: GET is cached and exposes data, messages, status, error)', () => {
  it('exposes data, messages and status', async () => {
    server.use(
      http.get(`${BASE}/orgs/o1/things`, () =>
        HttpResponse.json({ names: ['a'], messages: [{ type: 'success', key: 'k' }] }),
      ),
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } }), {
      wrapper: Wrapper,
    });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.names).toEqual(['a']);
    expect(result.current.messages).toEqual([{ type: 'success', key: 'k' }]);
    expect(result.current.error).toBeUndefined();
  });

  it('is idle without arguments and sends nothing', () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useApiQuery(thingsEndpoint, null), { wrapper: Wrapper });
    expect(result.current.status).toBe('idle');
  });

  it('shows a malformed body as an error state without crashing the page', async () => {
    server.use(http.get(`${BASE}/orgs/o1/things`, () => HttpResponse.json({ names: 'x' })));
    const onError = vi.fn();
    const { Wrapper } = wrapper({ onError });
    function Page() {
      const { status, error } = useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } });
      return <p>{status === 'error' ? `failed ${error?.kind}` : status}</p>;
    }
    render(<Page />, { wrapper: Wrapper });
    expect(await screen.findByText('failed shape')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('retries a GET after a network failure, but not after an HTTP error', async () => {
    let networkCalls = 0;
    let httpCalls = 0;
    server.use(
      http.get(`${BASE}/orgs/net/things`, () => {
        networkCalls += 1;
        return networkCalls < 2 ? HttpResponse.error() : HttpResponse.json({ names: ['ok'] });
      }),
      http.get(`${BASE}/orgs/http/things`, () => {
        httpCalls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { Wrapper } = wrapper();
    const opts = { errorRetryInterval: 10 };
    const net = renderHook(() => useApiQuery(thingsEndpoint, { params: { orgId: 'net' } }, opts), {
      wrapper: Wrapper,
    });
    const bad = renderHook(() => useApiQuery(thingsEndpoint, { params: { orgId: 'http' } }, opts), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(net.result.current.data?.names).toEqual(['ok']), { timeout: 3000 });
    await waitFor(() => expect(bad.result.current.status).toBe('error'));
    await delay(100);
    expect(networkCalls).toBe(2);
    expect(httpCalls).toBe(1);
  });

  /**
   * A page of things under an app that clears the cache as a sign-out does; the provider stays
   * (the app's), the page below it goes and comes back. Each GET answers `answer <n>`.
   */
  function clearablePage(options?: SWRConfiguration<ApiResponse<{ names: string[] }>, ApiError>) {
    let calls = 0;
    server.use(
      http.get(`${BASE}/orgs/o1/things`, () => {
        calls += 1;
        return HttpResponse.json({ names: [`answer ${calls}`] });
      }),
    );
    const { Wrapper } = wrapper();
    let clear: () => Promise<unknown> = async () => {};
    function Page() {
      const { data, status } = useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } }, options);
      return <p>{data ? `${status}: ${data.names.join()}` : status}</p>;
    }
    function App({ page }: { page: boolean }) {
      // What the session manager does on a sign-out: every cached answer goes.
      const clearCache = useClearCache();
      clear = () => clearCache(isApiKey);
      return page ? <Page /> : null;
    }
    const { rerender } = render(<App page />, { wrapper: Wrapper });
    return {
      calls: () => calls,
      clear: () => act(() => clear()),
      show: (page: boolean) => rerender(<App page={page} />),
    };
  }

  it('loads again when a widget mounts right after its cached data was cleared (signed out and in again within the dedupe window)', async () => {
    const app = clearablePage();
    await screen.findByText('success: answer 1');
    app.show(false);
    await app.clear();
    // Signed in again at once: SWR's 2 s dedupe window of the first request is still open.
    app.show(true);
    expect(await screen.findByText('success: answer 2')).toBeTruthy();
  });

  it('sends one request, not two, when a page mounts on a cleared key after the dedupe window', async () => {
    // No dedupe window, as if its 2 s had passed.
    const app = clearablePage({ dedupingInterval: 0 });
    await screen.findByText('success: answer 1');
    app.show(false);
    await app.clear();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    app.show(true);
    expect(await screen.findByText('success: answer 2')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(app.calls()).toBe(2);
  });

  it('does not ask again for a page whose request was cleared on its way (a sign-out while it loads)', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${BASE}/orgs/o1/things`, async () => {
        calls += 1;
        await released;
        return HttpResponse.json({ names: ['a'] });
      }),
    );
    const { Wrapper } = wrapper();
    let clear: () => Promise<unknown> = async () => {};
    let settled = false;
    function Page() {
      const { status, isValidating } = useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } });
      if (!isValidating && calls > 0) settled = true;
      return <p>{status}</p>;
    }
    function App() {
      const clearCache = useClearCache();
      clear = () => clearCache(isApiKey);
      return <Page />;
    }
    render(<App />, { wrapper: Wrapper });
    await waitFor(() => expect(calls).toBe(1));
    await act(() => clear());
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(settled).toBe(true));
    expect(calls).toBe(1);
  });
});

describe('useApiMutation (spec section 7: mutations clear cached data first)', () => {
  it('clears the cached GET before sending, sends the body, then refetches; the query keeps the last data meanwhile and says so', async () => {
    let names = ['a'];
    const seenDuringPost: {
      names: string[] | undefined;
      isRefreshing: boolean;
      cached: unknown;
    }[] = [];
    let observed: { names: string[] | undefined; isRefreshing: boolean } | undefined;
    const cache = new Map<string, { data?: unknown }>();
    server.use(
      http.get(`${BASE}/orgs/o1/things`, () => HttpResponse.json({ names })),
      http.post(`${BASE}/orgs/o1/things`, async ({ request }) => {
        const cached = [...cache]
          .filter(([key]) => key.includes('/orgs/o1/things'))
          .map(([, entry]) => entry.data);
        seenDuringPost.push({ ...observed!, cached });
        const body = (await request.json()) as { name: string };
        names = [...names, body.name];
        return HttpResponse.json({});
      }),
    );
    const { Wrapper } = wrapper({}, cache as Map<string, unknown>);
    const { result } = renderHook(
      () => {
        const query = useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } });
        observed = { names: query.data?.names, isRefreshing: query.isRefreshing };
        return { query, mutation: useApiMutation(addThing) };
      },
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.query.data?.names).toEqual(['a']));
    await act(async () => {
      await result.current.mutation.trigger({ params: { orgId: 'o1' }, body: { name: 'b' } });
    });
    // The cache was empty while the POST ran, yet the widget still had its data.
    expect(seenDuringPost).toEqual([{ names: ['a'], isRefreshing: true, cached: [undefined] }]);
    await waitFor(() => expect(result.current.query.data?.names).toEqual(['a', 'b']));
    expect(result.current.query.isRefreshing).toBe(false);
  });

  it('answers a mutation that ends after its widget unmounted without touching the gone cache', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = false;
    server.use(
      http.get(`${BASE}/orgs/o1/things`, () => HttpResponse.json({ names: ['a'] })),
      http.post(`${BASE}/orgs/o1/things`, async () => {
        await released;
        answered = true;
        return HttpResponse.json({});
      }),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { Wrapper } = wrapper();
      const { result, unmount } = renderHook(
        () => ({
          query: useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } }),
          mutation: useApiMutation(addThing),
        }),
        { wrapper: Wrapper },
      );
      await waitFor(() => expect(result.current.query.data?.names).toEqual(['a']));
      const sent = result.current.mutation.trigger({
        params: { orgId: 'o1' },
        body: { name: 'b' },
      });
      unmount();
      release();
      await sent;
      expect(answered).toBe(true);
      // Let any rejection of the revalidation surface before checking.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('answers a reload asked after its widget unmounted without touching the gone cache', async () => {
    // The reply editor reloads the AI quota when a draft request ends, which may be after the
    // widget (and a per-widget cache provider) is gone: SWR threw a TypeError there.
    server.use(http.get(`${BASE}/orgs/o1/things`, () => HttpResponse.json({ names: ['a'] })));
    const { Wrapper } = wrapper();
    const { result, unmount } = renderHook(
      () => useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.data?.names).toEqual(['a']));
    const { reload } = result.current;
    unmount();
    await expect(reload()).resolves.toBeUndefined();
  });

  it('keeps unaffected keys when invalidates narrows the prefixes', async () => {
    server.use(
      http.get(`${BASE}/orgs/o1/things`, () => HttpResponse.json({ names: ['kept'] })),
      http.post(`${BASE}/orgs/o1/things`, async ({ request }) => {
        expect(await request.text()).toBe('');
        return HttpResponse.json({});
      }),
    );
    const { Wrapper } = wrapper();
    let during: string[] | undefined;
    const { result } = renderHook(
      () => {
        const query = useApiQuery(thingsEndpoint, { params: { orgId: 'o1' } });
        during = query.data?.names;
        return useApiMutation(addThing, { invalidates: ['/other'] });
      },
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(during).toEqual(['kept']));
    await act(async () => {
      await result.current.trigger({ params: { orgId: 'o1' } });
    });
    expect(during).toEqual(['kept']);
  });
});

describe('useAuth and useSession (spec section 4, Auth)', () => {
  it('moves from loading to unauthenticated without a token, then to authenticated after sign-in', async () => {
    const session = {
      email: 'a@b.test',
      organization: { id: 'o', name: 'O', customerNumber: 'K1' },
      roles: [],
    };
    server.use(
      http.post(`${BASE}/auth/login`, () => HttpResponse.json({ token: 't', refreshToken: 'r' })),
      http.get(`${BASE}/auth/session`, () => HttpResponse.json(session)),
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => ({ auth: useAuth(), session: useSession() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.session.status).toBe('unauthenticated'));
    await act(async () => {
      await result.current.auth.signIn({ email: 'a@b.test', password: 'x' });
    });
    expect(result.current.session).toEqual({ status: 'authenticated', data: session });
    expect(result.current.auth.session).toEqual(session);
  });
});
