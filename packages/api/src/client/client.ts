import type { ZodMiniType } from 'zod/mini';
import { HttpError, NetworkError, ResponseShapeError, type ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Configuration of {@link createApiClient}. */
export interface ApiClientConfig {
  /** API base URL, for example `https://api.example.com` or `/api` (demo mode). No trailing slash needed. */
  baseUrl: string;
  /** The fixed Basic credential sent as `Authorization: Basic {basicAuth}` (spec section 7). */
  basicAuth?: string;
  /** Returns the signed-in user's token, sent as `Api-Authorization`; empty when none. */
  getToken?: () => string | null | undefined;
  /** Returns the current locale, sent as `Accept-Language`. @default () => 'en' */
  getLocale?: () => string;
  /** Milliseconds before a request is aborted with a {@link NetworkError}. @default 15000 */
  timeoutMs?: number;
  /** The fetch to use. Resolved lazily on every call so that MSW's patched fetch is picked up. */
  fetch?: typeof fetch;
  /** Called once for every error the client raises, before it is thrown. */
  onError?: (error: ApiError) => void;
}

/** Options of one request. */
export interface RequestOptions<T> {
  /** The zod schema the response body is parsed with. */
  schema: ZodMiniType<T>;
  /** JSON body; sent only when given (spec section 7). */
  body?: unknown;
  /** Extra query parameters; `undefined` values are dropped. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Aborts the request when signalled. */
  signal?: AbortSignal;
}

/** The client every call goes through. Create one per app or widget with {@link createApiClient}. */
export interface ApiClient {
  readonly config: Readonly<Required<Pick<ApiClientConfig, 'baseUrl' | 'timeoutMs'>>>;
  /** Sends one request and returns the body parsed with `options.schema`, or throws an {@link ApiError}. */
  request<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T>;
  /** The locale currently sent as `Accept-Language`; SWR keys include it so a switch refetches. */
  locale(): string;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

function joinUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Creates the API client (spec section 7). It never imports UI and never navigates: every
 * failure is a typed {@link ApiError}, reported once through `onError` and then thrown.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const getLocale = config.getLocale ?? (() => 'en');

  const fail = (error: ApiError): never => {
    config.onError?.(error);
    throw error;
  };

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T>,
  ): Promise<T> {
    const endpoint = `${method} ${path}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': getLocale(),
      'Api-Authorization': config.getToken?.() ?? '',
    };
    if (config.basicAuth) headers.Authorization = `Basic ${config.basicAuth}`;
    const hasBody = options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    let response: Response;
    try {
      const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
      response = await doFetch(joinUrl(config.baseUrl, path, options.query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
      });
    } catch (cause) {
      return fail(new NetworkError(endpoint, timedOut, cause));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    const body = await readJson(response).catch(() => undefined);
    if (!response.ok) {
      return fail(new HttpError(endpoint, response.status, response.statusText, body));
    }
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
      return fail(new ResponseShapeError(endpoint, where, issue?.message ?? 'invalid'));
    }
    return parsed.data;
  }

  return {
    config: { baseUrl: config.baseUrl, timeoutMs },
    request,
    locale: getLocale,
  };
}
