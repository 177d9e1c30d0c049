import { reviewNeedsAttention } from '../attention/attention';
import type { responseKinds, reviewSorts, reviewTypes, reviewViews } from './reviews';
import { reviewQuerySchema, type ReviewQuery } from './reviews';

/**
 * The one codec of the review filters (issue 7): address bar ⇄ filter object ⇄ request query,
 * and the matching rule. The app, the inbox and the mock backend all use it, and every value is
 * checked by its field of {@link reviewQuerySchema}, so the three can never disagree.
 */

/** A response kind of spec section 3: AI, manual, none, draft. */
export type ResponseKind = (typeof responseKinds)[number];
/** A review type of spec section 3: stars only, or with a comment. */
export type ReviewType = (typeof reviewTypes)[number];
/** An order of the inbox (issue 18). */
export type ReviewSort = (typeof reviewSorts)[number];
/** A saved view of the inbox (issue 18). */
export type ReviewView = (typeof reviewViews)[number];

/** The review filters. Every field is optional; an empty object shows every review. */
export interface ReviewFilters {
  /** One location. */
  locationId?: string;
  /** Star ratings 1-5; a review matches any of them. */
  ratings?: number[];
  type?: ReviewType;
  responseKind?: ResponseKind;
  /** Language of the comment. */
  language?: string;
  /** First day of the creation date range, `YYYY-MM-DD` (UTC, inclusive). */
  from?: string;
  /** Last day of the creation date range, `YYYY-MM-DD` (UTC, inclusive). */
  to?: string;
  /** Free text in the comment or the author's name, case-insensitive. */
  search?: string;
  /** A saved view: `attention` keeps what the home page's needs-attention list counts. */
  view?: ReviewView;
  /** The order; `newest` is the default and is never written. */
  sort?: ReviewSort;
}

/** The request query of the filters: the list query without paging. */
export type ReviewFilterQuery = Omit<ReviewQuery, 'cursor' | 'limit' | 'rating'>;

type FilterField = keyof ReviewFilterQuery;

/** True when A and B have the same keys; `never` (a type error where it is assigned) otherwise. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : never;
// A field added to the list query without a filter here (or the reverse) fails the type check,
// so the codec can never drop a new query field silently.
const filtersMatchTheQuery: SameKeys<ReviewFilters, ReviewFilterQuery> = true;
void filtersMatchTheQuery;

/** The short names of the filters in the address bar, in the order they are written. */
const urlNames: Readonly<Record<FilterField, string>> = {
  locationId: 'location',
  ratings: 'rating',
  type: 'type',
  responseKind: 'response',
  language: 'language',
  from: 'from',
  to: 'to',
  search: 'q',
  view: 'view',
  sort: 'sort',
};
const fields = Object.keys(urlNames) as FilterField[];

const shape = reviewQuerySchema.shape;
const accepts = (field: keyof typeof shape, value: unknown) =>
  shape[field].safeParse(value).success;

/** Sorted, distinct star ratings the schema's `rating` field accepts. */
function readRatings(values: readonly unknown[]): number[] {
  const list = values
    .flatMap((value) => String(value).split(','))
    .filter((text) => text.trim() !== '')
    .map(Number)
    .filter((n) => accepts('rating', n));
  return [...new Set(list)].sort((a, b) => a - b);
}

/**
 * The filters of a request query. A value its schema field refuses is dropped, never trusted; a
 * single `rating` joins `ratings`.
 */
function fromQuery(query: Readonly<Record<string, unknown>>): ReviewFilters {
  const filters: ReviewFilters = {};
  const ratings = readRatings([query.ratings, query.rating].filter((value) => value !== undefined));
  if (ratings.length) filters.ratings = ratings;
  for (const field of fields) {
    if (field === 'ratings') continue;
    const raw = query[field];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '' || !accepts(field, value)) continue;
    // The default order is no choice: one view has one address.
    if (field === 'sort' && value === 'newest') continue;
    (filters as Record<string, unknown>)[field] = value;
  }
  return filters;
}

/** The request query of the filters (`GET …/reviews`), without paging. */
function toQuery(filters: ReviewFilters): ReviewFilterQuery {
  const query: Record<string, string> = {};
  for (const field of fields) {
    const value = filters[field];
    if (field === 'ratings') {
      const ratings = readRatings(filters.ratings ?? []);
      if (ratings.length) query.ratings = ratings.join(',');
    } else if (field === 'sort' && value === 'newest') {
      continue;
    } else if (typeof value === 'string' && value.trim() !== '') {
      query[field] = value.trim();
    }
  }
  return query as ReviewFilterQuery;
}

/** The filters of an address bar query, so a filtered view can be bookmarked and shared. */
function fromSearchParams(params: URLSearchParams): ReviewFilters {
  const query: Record<string, unknown> = {};
  for (const field of fields) {
    const values = params.getAll(urlNames[field]);
    if (values.length) query[field] = field === 'ratings' ? values.join(',') : values[0];
  }
  return fromQuery(query);
}

/** The address bar query of the filters (the reverse of {@link fromSearchParams}). */
function toSearchParams(filters: ReviewFilters): URLSearchParams {
  const query = toQuery(filters) as Record<string, string | undefined>;
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = query[field];
    if (value !== undefined) params.set(urlNames[field], value);
  }
  return params;
}

/** What matching needs of a review: a `Review`, or a stored record with its derived `type`. */
export interface ReviewFacts {
  locationId: string;
  rating: number;
  type: string;
  responseKind: string;
  language: string;
  createdAt: string;
  comment: string | null;
  authorName: string;
}

/**
 * True when a review matches the filters: UTC days, inclusive; text case-insensitive in the
 * comment or the author; the `attention` view by the needs-attention rule at `now`. The mock
 * answers with it, and the inbox narrows the rows it holds with it while the server's answer for
 * a new filter is on its way.
 */
function matches(review: ReviewFacts, filters: ReviewFilters, now: number = Date.now()): boolean {
  const day = review.createdAt.slice(0, 10);
  const search = filters.search?.trim().toLowerCase();
  return (
    (filters.view !== 'attention' || reviewNeedsAttention(review, now)) &&
    (!filters.locationId || review.locationId === filters.locationId) &&
    (!filters.ratings?.length || filters.ratings.includes(review.rating)) &&
    (!filters.type || review.type === filters.type) &&
    (!filters.responseKind || review.responseKind === filters.responseKind) &&
    (!filters.language || review.language === filters.language) &&
    (!filters.from || day >= filters.from) &&
    (!filters.to || day <= filters.to) &&
    (!search ||
      (review.comment ?? '').toLowerCase().includes(search) ||
      review.authorName.toLowerCase().includes(search))
  );
}

/**
 * True when any filter is set (an empty list is then "filtered-empty", not "empty"). The order
 * is no filter.
 */
function isFiltered(filters: ReviewFilters): boolean {
  return Object.keys(toQuery(filters)).some((field) => field !== 'sort');
}

const byNewest = (a: ReviewFacts, b: ReviewFacts) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/**
 * The order of a sort as a comparator (issue 18): the mock sorts with it, and the inbox orders
 * the rows it holds with it while the server's answer is on its way. Lowest rating first keeps
 * the newest first within a rating.
 */
function compare(sort: ReviewSort = 'newest'): (a: ReviewFacts, b: ReviewFacts) => number {
  if (sort === 'oldest') return (a, b) => byNewest(b, a);
  if (sort === 'rating') return (a, b) => a.rating - b.rating || byNewest(a, b);
  return byNewest;
}

/** The review filter codec; see the module comment. */
export const reviewFilters = {
  fromSearchParams,
  toSearchParams,
  fromQuery,
  toQuery,
  matches,
  isFiltered,
  compare,
} as const;
