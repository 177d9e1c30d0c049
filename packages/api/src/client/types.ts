import type { ZodMiniType } from 'zod/mini';
import type { AuthConfigInput } from '../auth/config';
import type { AuthCore } from '../auth/auth-types';
import type { TokenStore } from '../auth/token-store';
import type { MessagesEvent, ServerMessage } from '../messages/messages';
import type { ApiError } from './errors';
import type { HttpMethod } from './http-method';

export type { HttpMethod } from './http-method';

/** Raised on HTTP 402 (spec section 8): the app opens the subscription-required dialog. */
export interface PaymentRequiredEvent {
  endpoint: string;
  /** `message` of the answer, or its first server message key. */
  message?: string;
  /** `detail` of the answer (problem+json style). */
  detail?: string;
}

/** Raised on HTTP 401. */
export interface UnauthorizedEvent {
  endpoint: string;
  /**
   * True when the 401 answered a background session refresh: the session has expired, the auth
   * core has already signed out locally, and the app redirects to /login with a warning toast
   * titled `toast.title.info` and described by `auth.session.expired` (spec section 8).
   */
  sessionExpired: boolean;
}

/** Configuration of `createApiClient`. */
export interface ApiClientConfig {
  /** API base URL, for example `https://api.example.com` or `/api` (demo mode). */
  baseUrl: string;
  /** The fixed Basic credential sent as `Authorization: Basic {basicAuth}` (spec section 7). */
  basicAuth?: string;
  /**
   * Returns the signed-in user's token, sent as `Api-Authorization`; empty when none.
   * @default reads the token cookie of the auth configuration
   */
  getToken?: () => string | null | undefined;
  /** Returns the current locale, sent as `Accept-Language`. @default () => 'en' */
  getLocale?: () => string;
  /** Milliseconds before a request is aborted with a `NetworkError`. @default 15000 */
  timeoutMs?: number;
  /** The fetch to use. Resolved lazily on every call so that MSW's patched fetch is picked up. */
  fetch?: typeof fetch;
  /** Auth endpoints, JSON pointers and cookie names (spec section 4, Auth); defaults fill the rest. */
  auth?: AuthConfigInput;
  /** Where tokens are kept. @default cookies with Secure, SameSite=Lax, Path=/ */
  tokenStore?: TokenStore;
  /** A response carried `messages`: errors for the error channel, the rest as toasts (spec section 8). */
  onMessages?: (event: MessagesEvent) => void;
  /** HTTP 402: open the subscription-required dialog (spec section 8). */
  onPaymentRequired?: (event: PaymentRequiredEvent) => void;
  /** HTTP 401; `sessionExpired` when it answered a background refresh (spec section 4). */
  onUnauthorized?: (event: UnauthorizedEvent) => void;
  /**
   * The general error channel: network failures, HTTP errors other than 401/402/422-with-
   * violations, and malformed bodies (each shape problem once). The app shows
   * "Error {status}: {statusText}" for an `HttpError`.
   */
  onError?: (error: ApiError) => void;
  /**
   * Where a failed request is logged (spec section 8: "logs an error to the console"). A host
   * may send it to its own monitoring instead of the console (partner trial 8). The message
   * names only the endpoint and the status, never headers or bodies, which may carry tokens.
   * @default console.error
   */
  logError?: (message: string) => void;
}

/** Options of one request. */
export interface RequestOptions<T> {
  /** The zod schema the response body is parsed with. */
  schema: ZodMiniType<T>;
  /** JSON body; sent only when given (spec section 7). */
  body?: unknown;
  /** Extra query parameters; `undefined` values are dropped. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers, for example `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Aborts the request when signalled. */
  signal?: AbortSignal;
  /** Name used in errors and logs. @default `${method} ${path}` */
  endpoint?: string;
  /** Marks a background session refresh: a 401 then means "session expired" (spec section 4). */
  background?: boolean;
  /**
   * Error statuses the caller shows in place (a declined card under the card form): their error
   * messages skip the error channel, so the user reads the error once, not also in a dialog.
   */
  handledStatuses?: readonly number[];
  /**
   * The caller reports the outcome itself (a bulk action sums up 40 replies in one place instead
   * of 40 toasts, issue 18): no server message goes to `onMessages` and no failure to `onError`;
   * failures are still logged and thrown, and 401 and 402 still raise their events.
   */
  quiet?: boolean;
}

/** A parsed answer with the messages it carried and its HTTP status. */
export interface ApiResponse<T> {
  data: T;
  messages: ServerMessage[];
  status: number;
}

/** The client every call goes through. Create one per app or widget with `createApiClient`. */
export interface ApiClient {
  readonly config: Readonly<{ baseUrl: string; timeoutMs: number }>;
  /** Sends one request and returns the parsed body, or throws an `ApiError`. */
  request<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T>;
  /** Like {@link ApiClient.request} but also returns the messages and the status. */
  send<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<ApiResponse<T>>;
  /** The locale currently sent as `Accept-Language`; SWR keys include it so a switch refetches. */
  locale(): string;
  /** The framework-free auth core (spec section 4, Auth). */
  readonly auth: AuthCore;
}
