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
  mode: MockMode;
  /** Remaining answers; `Infinity` until cleared. */
  times: number;
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

const overrides = new Map<string, Override>();

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
   * for the next `times` calls or until cleared.
   */
  override(endpointId: string, mode: MockMode, options: { times?: number } = {}): void {
    overrides.set(endpointId, { mode, times: options.times ?? Number.POSITIVE_INFINITY });
  },
  /** Removes the overrides, or the one of an endpoint. */
  clear(endpointId?: string): void {
    if (endpointId === undefined) {
      overrides.clear();
      mockControls.googleAuthResult = 'google.auth.success';
      mockControls.importDelayMs = 1_500;
      mockControls.signInThrottle = { attempts: 5, lockMs: 5 * 60_000 };
    } else overrides.delete(endpointId);
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

/** Takes the override of an endpoint, if any, counting down `times`. */
export function takeOverride(endpointId: string): MockMode | undefined {
  const entry = overrides.get(endpointId) ?? overrides.get('*');
  if (!entry) return undefined;
  entry.times -= 1;
  if (entry.times <= 0) {
    for (const [key, value] of overrides) if (value === entry) overrides.delete(key);
  }
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
