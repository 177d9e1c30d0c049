/**
 * Issue 14, signed-in pages start their data at once: the entry (main.tsx) asks for the session
 * and, once it knows the organization, for the current page's first data, while the app chunk
 * still downloads. The API client's fetch takes each answer over instead of asking again (one
 * request per URL), so the hooks and the guard get them as if they had asked themselves. Kept
 * free of the API package (zod, SWR): the entry stays tiny.
 */

/** What a request must carry to be the one the API client would send. */
export interface EarlyRequestContext {
  /** The API base (config.ts), e.g. `/api`. */
  apiBase: string;
  /** The fixed Basic credential (spec section 7), or empty. */
  basicAuth: string;
  /** The user token from the `auth.token` cookie; no token, no early request. */
  token: string | null;
  locale: string;
  /** The unprefixed path of the page, e.g. `/reviews`. */
  path: string;
  /** The page's query string: a filtered page's first request differs, so it is not guessed. */
  search: string;
  fetch?: typeof fetch;
}

/** The session endpoint of the contract (packages/api, DEFAULT_AUTH_CONFIG). */
const SESSION_PATH = '/auth/session';

/**
 * The first requests of a page, as its hooks send them without filters, once the session names
 * the organization. Each must be the exact URL, query included, or the hook asks again (the
 * inbox's `limit` of 50, review-inbox.tsx PAGE_SIZE; the insights' default period, 30 days):
 * `/reviews` without its `?limit=50` cost a second round trip before the first row (issue 14).
 */
const firstPageRequests: Readonly<Record<string, (organizationId: string) => string[]>> = {
  '/': (id) => [`/organizations/${encodeURIComponent(id)}/attention`],
  '/reviews': (id) => [
    `/organizations/${encodeURIComponent(id)}/reviews?limit=50`,
    `/organizations/${encodeURIComponent(id)}/locations`,
  ],
  '/insights': (id) => [
    `/organizations/${encodeURIComponent(id)}/insights?period=30d`,
    `/organizations/${encodeURIComponent(id)}/locations`,
  ],
  '/shop': (id) => ['/shop/products', `/organizations/${encodeURIComponent(id)}/locations`],
};

export interface EarlyRequests {
  /**
   * Wraps the API client's fetch: a GET of a URL the entry already asked for, with the same
   * token and language, gets that answer (once); anything else goes to `next`.
   */
  wrap(next: typeof fetch): typeof fetch;
  /** The URLs asked for so far (for tests). */
  readonly urls: readonly string[];
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/** Starts the session request and the page's first one; see the module comment. */
export function startEarlyRequests(context: EarlyRequestContext): EarlyRequests {
  const pending = new Map<string, Promise<Response>>();
  const urls: string[] = [];
  const base = context.apiBase.replace(/\/$/, '');
  const doFetch = context.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': context.locale,
    'Api-Authorization': context.token ?? '',
  };
  if (context.basicAuth) headers.Authorization = `Basic ${context.basicAuth}`;

  const ask = (path: string) => {
    const url = `${base}${path}`;
    urls.push(url);
    const response = doFetch(url, { method: 'GET', headers });
    // An early request that fails is simply not used: the client asks again and handles it.
    response.catch(() => undefined);
    pending.set(url, response);
    return response;
  };

  if (context.token) {
    const session = ask(SESSION_PATH);
    const page = firstPageRequests[context.path];
    if (page && context.search === '') {
      void session
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body: { organization?: { id?: unknown } } | null) => {
          const id = body?.organization?.id;
          if (typeof id === 'string' && id !== '') page(id).forEach(ask);
        })
        .catch(() => undefined);
    }
  }

  return {
    urls,
    wrap(next) {
      return (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : '';
        const early = pending.get(url);
        if (
          early &&
          (init?.method ?? 'GET') === 'GET' &&
          headerOf(init, 'Api-Authorization') === headers['Api-Authorization'] &&
          headerOf(init, 'Accept-Language') === headers['Accept-Language']
        ) {
          pending.delete(url);
          // Aborting (a timeout, a page left) cannot reach a request already sent; the answer is
          // then simply dropped by the client.
          return early;
        }
        return next(input, init);
      };
    },
  };
}
