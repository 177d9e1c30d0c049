import * as z from 'zod/mini';
import { createAuthCore } from '../auth/auth-core';
import { resolveAuthConfig } from '../auth/config';
import { createCookieTokenStore } from '../auth/token-store';
import { routeMessages, serverMessageSchema, type ServerMessage } from '../messages/messages';
import {
  HttpError,
  NetworkError,
  ResponseShapeError,
  ValidationError,
  type ApiError,
  type Violation,
} from './errors';
import type { ApiClient, ApiClientConfig, ApiResponse, HttpMethod, RequestOptions } from './types';

export type {
  ApiClient,
  ApiClientConfig,
  ApiResponse,
  HttpMethod,
  PaymentRequiredEvent,
  RequestOptions,
  UnauthorizedEvent,
} from './types';

/** Default request timeout (issue 3: 15 s). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** The 422 body the contract defines (see README, "422 violations"). */
const violationsBodySchema = z.looseObject({
  violations: z.array(
    z.looseObject({
      propertyPath: z.string(),
      key: z.optional(z.string()),
      message: z.optional(z.string()),
      params: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
});

const problemSchema = z.looseObject({
  message: z.optional(z.unknown()),
  detail: z.optional(z.unknown()),
});

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

/** The `messages` array of a body, entry by entry; malformed entries are reported apart. */
function extractMessages(body: unknown): { messages: ServerMessage[]; malformed: boolean } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { messages: [], malformed: false };
  }
  const raw = (body as Record<string, unknown>).messages;
  if (raw === undefined) return { messages: [], malformed: false };
  if (!Array.isArray(raw)) return { messages: [], malformed: true };
  const messages: ServerMessage[] = [];
  let malformed = false;
  for (const entry of raw) {
    const parsed = serverMessageSchema.safeParse(entry);
    if (parsed.success) messages.push(parsed.data);
    else malformed = true;
  }
  return { messages, malformed };
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Creates the API client (spec section 7). It never imports UI and never navigates: it raises
 * events (`onMessages`, `onPaymentRequired`, `onUnauthorized`, `onError`) that the app wires to
 * toasts, dialogs and redirects, and every failure is thrown as a typed `ApiError`.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const getLocale = config.getLocale ?? (() => 'en');
  const authConfig = resolveAuthConfig(config.auth);
  const tokenStore = config.tokenStore ?? createCookieTokenStore();
  const getToken = config.getToken ?? (() => tokenStore.get(authConfig.token.cookieName));
  // A malformed answer is reported once per endpoint and path, not on every revalidation.
  const reportedShapes = new Set<string>();
  const logError = config.logError ?? ((message: string) => console.error(message));

  const report = (error: ApiError, quiet = false): void => {
    if (error instanceof ResponseShapeError) {
      const id = `${error.endpoint}|${error.path}`;
      if (reportedShapes.has(id)) return;
      reportedShapes.add(id);
    }
    // Spec section 8: "A failed request logs an error to the console". Only the endpoint and
    // status are logged: never headers or bodies, which may carry tokens.
    logError(`[api] ${error.message}`);
    if (!quiet) config.onError?.(error);
  };

  const shapeError = (
    endpoint: string,
    issues: readonly { path: PropertyKey[]; message: string }[],
  ) => {
    const issue = issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return new ResponseShapeError(endpoint, where, issue?.message ?? 'invalid');
  };

  const routeBodyMessages = (
    endpoint: string,
    body: unknown,
    handled: boolean,
    quiet: boolean,
  ): ServerMessage[] => {
    const { messages, malformed } = extractMessages(body);
    if (malformed) {
      report(new ResponseShapeError(endpoint, 'messages', 'malformed message entry'), quiet);
    }
    // Errors the caller shows in place stay out of the error channel; toasts still go out,
    // unless the caller reports everything itself.
    const routed = quiet ? [] : handled ? messages.filter((m) => m.type !== 'error') : messages;
    if (routed.length > 0) config.onMessages?.(routeMessages(endpoint, routed));
    return messages;
  };

  async function send<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T>,
  ): Promise<ApiResponse<T>> {
    const endpoint = options.endpoint ?? `${method} ${path}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': getLocale(),
      'Api-Authorization': getToken() ?? '',
      ...options.headers,
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
    let body: unknown;
    try {
      const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
      response = await doFetch(joinUrl(config.baseUrl, path, options.query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
      });
      // The timeout also covers a body that stalls after the headers arrived.
      body = await readJson(response);
    } catch (cause) {
      const error = new NetworkError(endpoint, timedOut, cause);
      report(error, options.quiet);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    const handled = !response.ok && (options.handledStatuses ?? []).includes(response.status);
    const quiet = options.quiet === true;
    const messages = routeBodyMessages(endpoint, body, handled, quiet);

    if (!response.ok) {
      const status = response.status;
      const problem = problemSchema.safeParse(body);
      if (status === 402) {
        config.onPaymentRequired?.({
          endpoint,
          message:
            (problem.success ? stringOrUndefined(problem.data.message) : undefined) ??
            messages[0]?.key,
          detail: problem.success ? stringOrUndefined(problem.data.detail) : undefined,
        });
        throw new HttpError(endpoint, status, response.statusText, body);
      }
      if (status === 401) {
        config.onUnauthorized?.({ endpoint, sessionExpired: options.background === true });
        throw new HttpError(endpoint, status, response.statusText, body);
      }
      if (status === 422) {
        const parsed = violationsBodySchema.safeParse(body);
        if (parsed.success) {
          const violations: Violation[] = parsed.data.violations.map((v) => ({
            propertyPath: v.propertyPath,
            key: v.key ?? 'validation.invalid',
            params: v.params ?? {},
            ...(v.message === undefined ? {} : { message: v.message }),
          }));
          // Left to the form (spec section 5): no general error, no console noise.
          throw new ValidationError(endpoint, violations);
        }
      }
      const error = new HttpError(endpoint, status, response.statusText, body);
      // Spec section 8: errors the server explained with error messages went through the error
      // channel already; "errors without messages" get the general error.
      if (handled || messages.some((m) => m.type === 'error')) {
        logError(`[api] ${error.message}`);
      } else report(error, quiet);
      throw error;
    }

    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      const error = shapeError(endpoint, parsed.error.issues);
      report(error, quiet);
      throw error;
    }
    return { data: parsed.data, messages, status: response.status };
  }

  const client: ApiClient = {
    config: { baseUrl: config.baseUrl, timeoutMs },
    send,
    request: async (method, path, options) => (await send(method, path, options)).data,
    locale: getLocale,
    get auth() {
      return auth;
    },
  };
  const auth = createAuthCore(client, authConfig, tokenStore, report);
  return client;
}
