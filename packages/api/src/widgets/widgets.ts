import * as z from 'zod/mini';
import { buildPath, defineEndpoint } from '../client/endpoint';
import { dateTimeSchema } from '../common/schemas';

/**
 * Public widget endpoints (issue 8, partner embedding). The spec has no public widget endpoint
 * (section 7 lists the app's calls only), so the contract adds two read-only calls a partner's
 * page makes with a per-location widget token instead of a user token. They carry no Basic
 * credential and no cookie: a partner never holds the app's credential, and a widget on a
 * stranger's page must not send ours.
 */

/** Header carrying the widget token. */
export const WIDGET_TOKEN_HEADER = 'Widget-Token';

/** The location as a widget shows it: name, average rating, review count, Google review link. */
export const widgetLocationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** Average star rating of the published reviews; null when there are none. */
  rating: z.nullable(z.number()),
  /** Number of published reviews. */
  reviewCount: z.number(),
  /** Link to the location's "write a review" page on Google. */
  googleReviewUrl: z.string(),
});
export type WidgetLocation = z.infer<typeof widgetLocationSchema>;

/** A published review as a widget shows it: no reply drafts, no internal state. */
export const widgetReviewSchema = z.looseObject({
  id: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  comment: z.nullable(z.string()),
  language: z.string(),
  authorName: z.string(),
  createdAt: dateTimeSchema,
});
export type WidgetReview = z.infer<typeof widgetReviewSchema>;

/** Answer of the review widget: the location and its published reviews, newest first. */
export const widgetReviewsSchema = z.looseObject({
  location: widgetLocationSchema,
  reviews: z.array(widgetReviewSchema),
});
export type WidgetReviews = z.infer<typeof widgetReviewsSchema>;

/** A whole number from `min` to `max`; anything else is `validation.invalid`. */
const wholeNumberIn = (min: number, max: number) =>
  z
    .number()
    .check(
      z.int('validation.invalid'),
      z.gte(min, 'validation.invalid'),
      z.lte(max, 'validation.invalid'),
    );

/**
 * Filters of the review widget. Out of bounds is a 422, as from a real API (issue 15): the
 * widget clamps its attributes to these bounds before it asks.
 */
export const widgetReviewsQuerySchema = z.object({
  /** Only reviews with at least this many stars (1 to 5). @default 1 */
  minRating: z.optional(wholeNumberIn(1, 5)),
  /** Leave out reviews without text. @default false */
  withTextOnly: z.optional(z.boolean()),
  /** At most this many reviews (1 to 50). @default 10 */
  limit: z.optional(wholeNumberIn(1, 50)),
});
export type WidgetReviewsQuery = z.infer<typeof widgetReviewsQuerySchema>;

/** Answer of the booster widget: the location with its Google review link. */
export const widgetBoosterSchema = z.looseObject({ location: widgetLocationSchema });
export type WidgetBooster = z.infer<typeof widgetBoosterSchema>;

export const getWidgetReviews = defineEndpoint({
  id: 'getWidgetReviews',
  method: 'GET',
  path: '/widgets/locations/{locationId}/reviews',
  tag: 'widgets',
  summary:
    'Published reviews of a location for the partner review widget; needs the Widget-Token header (401 without a valid one, 404 for an unknown location, 422 for filters out of bounds)',
  query: widgetReviewsQuerySchema,
  response: widgetReviewsSchema,
  headers: [WIDGET_TOKEN_HEADER],
  errors: [401, 404, 422],
  public: true,
});

export const getWidgetBooster = defineEndpoint({
  id: 'getWidgetBooster',
  method: 'GET',
  path: '/widgets/locations/{locationId}/booster',
  tag: 'widgets',
  summary:
    'The Google review link of a location for the partner booster widget; needs the Widget-Token header (401 without a valid one, 404 for an unknown location)',
  response: widgetBoosterSchema,
  headers: [WIDGET_TOKEN_HEADER],
  errors: [401, 404],
  public: true,
});

/** Why a widget call failed; the widget shows one translated line per kind. */
export type WidgetErrorKind = 'not_found' | 'unauthorized' | 'network' | 'invalid';

/** The only error a widget fetcher rejects with. */
export class WidgetError extends Error {
  readonly kind: WidgetErrorKind;
  constructor(kind: WidgetErrorKind, detail?: string) {
    super(detail ? `widget request failed: ${kind} (${detail})` : `widget request failed: ${kind}`);
    this.name = 'WidgetError';
    this.kind = kind;
  }
}

/** Options of {@link createWidgetClient}. */
export interface WidgetClientOptions {
  /** API base, e.g. `https://api.example.com`; a trailing slash is ignored. */
  baseUrl: string;
  /** Returns the widget token of the location (sync or async). */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Sent as `Accept-Language`. @default 'en' */
  locale?: string;
  /** The fetch to use. @default globalThis.fetch, looked up per call (never at import time) */
  fetch?: typeof globalThis.fetch;
  /** A request taking longer is a network error. @default 10000 */
  timeoutMs?: number;
}

/** A fetcher of the two widget calls; every failure is a {@link WidgetError}. */
export interface WidgetClient {
  reviews(
    locationId: string,
    query?: WidgetReviewsQuery,
    signal?: AbortSignal,
  ): Promise<WidgetReviews>;
  booster(locationId: string, signal?: AbortSignal): Promise<WidgetBooster>;
}

/**
 * Creates the widget fetcher. It is deliberately separate from `createApiClient`: a partner
 * widget has no session, no Basic credential, no cookies and no message channel, and the
 * standalone bundle (issue 8: at most 80 KiB with React) cannot carry the auth core. It sends
 * `credentials: 'omit'` so no cookie of ours or the host's travels with it.
 */
export function createWidgetClient(options: WidgetClientOptions): WidgetClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function get<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    query: Record<string, string | number | boolean | undefined>,
    signal?: AbortSignal,
  ): Promise<T> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.toString();
    const token = (await options.getToken()) ?? '';
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const abort = () => timeout.abort();
    signal?.addEventListener('abort', abort);
    let response: Response;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      response = await doFetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
        headers: {
          Accept: 'application/json',
          'Accept-Language': options.locale ?? 'en',
          [WIDGET_TOKEN_HEADER]: token,
        },
        credentials: 'omit',
        signal: timeout.signal,
      });
    } catch {
      throw new WidgetError('network');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
    if (response.status === 401 || response.status === 403) throw new WidgetError('unauthorized');
    // Only our API's own 404 (JSON) means an unknown location. A host's page for a path it does
    // not serve (HTML: an `api-base` left at its default where the API is elsewhere) is a
    // connection problem, not the location's (partner trial 6).
    if (response.status === 404) {
      const json = /json/i.test(response.headers.get('Content-Type') ?? '');
      throw json ? new WidgetError('not_found') : new WidgetError('network', '404');
    }
    if (!response.ok) throw new WidgetError('network', String(response.status));
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) throw new WidgetError('invalid');
    return parsed.data;
  }

  return {
    reviews: (locationId, query = {}, signal) =>
      get(buildPath(getWidgetReviews.path, { locationId }), widgetReviewsSchema, query, signal),
    booster: (locationId, signal) =>
      get(buildPath(getWidgetBooster.path, { locationId }), widgetBoosterSchema, {}, signal),
  };
}
