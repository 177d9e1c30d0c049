import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AnyEndpoint } from '@locperf/api/client';
import type { GoogleAuthResult } from '@locperf/api/google-accounts';

/**
 * How a mocked endpoint should answer instead of its normal behaviour (issue 3: every handler
 * can be switched per test or story to 401, 402, 422, 500, a malformed body or a delay).
 *
 * - `{ status }`: that status with a fitting default body (or `body`).
 * - `{ malformed: true }`: 200 with a body that fails every schema of the contract.
 * - `{ networkError: true }`: the request fails like a dropped connection.
 * - `{ delayMs }`: waits, then answers normally (or with `status` when given too).
 */
export type MockMode =
  | { status: number; body?: unknown; delayMs?: number }
  | { malformed: true; delayMs?: number }
  | { networkError: true }
  | { delayMs: number };

interface Override {
  endpointId: string;
  mode: MockMode;
  /** Remaining answers; `Infinity` until cleared. */
  times: number;
  /** Path parameters the request must have, e.g. `{ reviewId: 'rev-3' }`; none: every request. */
  params?: Readonly<Record<string, string>>;
}

/** Options of {@link mockControls.override}. */
export interface OverrideOptions {
  /** How many answers the override gives before it ends. @default until cleared */
  times?: number;
  /**
   * Only requests with these path parameters, e.g. `{ reviewId: 'rev-3' }`: a test forces a
   * failure on some reviews of a bulk action while the others succeed (issue 18).
   */
  params?: Readonly<Record<string, string>>;
}

/** Default bodies per status, shaped as the contract defines errors. */
export function defaultErrorBody(status: number): unknown {
  if (status === 402) return { message: 'subscription.required' };
  if (status === 422) {
    return { violations: [{ propertyPath: '', key: 'validation.invalid', params: {} }] };
  }
  return {};
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The body `{ malformed: true }` answers: a JSON string, which no object or list schema accepts. */
export const MALFORMED_BODY = 'malformed';

/** Builds the answer for a mode; `undefined` means "answer normally" (after any delay). */
export async function answerFor(mode: MockMode): Promise<Response | undefined> {
  if ('delayMs' in mode && mode.delayMs !== undefined) await delay(mode.delayMs);
  if ('networkError' in mode) return HttpResponse.error();
  if ('malformed' in mode) return HttpResponse.json(MALFORMED_BODY);
  if ('status' in mode) {
    return HttpResponse.json((mode.body ?? defaultErrorBody(mode.status)) as never, {
      status: mode.status,
      statusText: statusTexts[mode.status] ?? 'Error',
    });
  }
  return undefined;
}

/** The active overrides; the latest of those that match a request answers it. */
let overrides: Override[] = [];

let reseed: ((reviewCount: number) => void) | undefined;
/** Lets the store module provide {@link mockControls.seedReviews} without an import cycle. */
export function setReseedHandler(handler: (reviewCount: number) => void): void {
  reseed = handler;
}

/**
 * Switches of the mock backend. Reset by `resetMockDb()`; tests call `mockControls.clear()` or
 * `resetMockDb()` in `afterEach`.
 */
export const mockControls = {
  /**
   * Makes an endpoint (by operation id, see openapi.json, or `'*'` for all) answer with `mode`,
   * for the next `times` calls or until cleared; with `params`, only requests with those path
   * parameters. It replaces an override of the same endpoint and parameters.
   */
  override(endpointId: string, mode: MockMode, options: OverrideOptions = {}): void {
    const key = paramsKey(options.params);
    overrides = overrides.filter(
      (entry) => entry.endpointId !== endpointId || paramsKey(entry.params) !== key,
    );
    overrides.push({
      endpointId,
      mode,
      times: options.times ?? Number.POSITIVE_INFINITY,
      ...(options.params ? { params: { ...options.params } } : {}),
    });
  },
  /** Removes the overrides, or those of an endpoint. */
  clear(endpointId?: string): void {
    if (endpointId === undefined) {
      overrides = [];
      mockControls.googleAuthResult = 'google.auth.success';
      mockControls.importDelayMs = 1_500;
      mockControls.signInThrottle = { attempts: 5, lockMs: 5 * 60_000 };
    } else overrides = overrides.filter((entry) => entry.endpointId !== endpointId);
  },
  /** The result the Google consent flow ends with (spec section 2, rmsg). */
  googleAuthResult: 'google.auth.success' as GoogleAuthResult,
  /** How long the simulated review import after a grant takes. */
  importDelayMs: 1_500,
  /** Failed sign-ins before the "too many sign-in requests" answer, and how long it lasts. */
  signInThrottle: { attempts: 5, lockMs: 5 * 60_000 },
  /**
   * Seeds the store again with `reviewCount` reviews (the issue 7 benchmark loads 10,000). The
   * demo mode does not persist this store: a reload goes back to the saved or seeded data.
   */
  seedReviews(reviewCount: number): void {
    reseed?.(reviewCount);
  },
};

function paramsKey(params: Readonly<Record<string, string>> | undefined): string {
  return JSON.stringify(Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Takes the override of a request, if any, counting down `times`: one for these path
 * parameters first, then one for the endpoint, then one for every endpoint (`'*'`).
 */
export function takeOverride(
  endpointId: string,
  params: Readonly<Record<string, string>> = {},
): MockMode | undefined {
  const fits = (entry: Override) =>
    Object.entries(entry.params ?? {}).every(([name, value]) => params[name] === value);
  const latest = (test: (entry: Override) => boolean) => overrides.findLast(test);
  const entry =
    latest((e) => e.endpointId === endpointId && e.params !== undefined && fits(e)) ??
    latest((e) => e.endpointId === endpointId && e.params === undefined) ??
    latest((e) => e.endpointId === '*');
  if (!entry) return undefined;
  entry.times -= 1;
  if (entry.times <= 0) overrides = overrides.filter((other) => other !== entry);
  return entry.mode;
}

/** MSW path of an endpoint: `{param}` becomes `:param`, any origin and base path match. */
export function mswPath(endpoint: AnyEndpoint, base = '*'): string {
  return `${base}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * A one-off MSW handler answering an endpoint with `mode`, for `server.use()` in tests and
 * `msw.use()` in stories.
 *
 * @example server.use(mockResponse(listLocations, { status: 402 }))
 */
export function mockResponse(endpoint: AnyEndpoint, mode: MockMode, base = '*'): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  // A resolver that returns nothing lets MSW fall through to the next handler: a pure delay
  // then answers with the normal mock behaviour.
  return http[method](mswPath(endpoint, base), async () => await answerFor(mode));
}
