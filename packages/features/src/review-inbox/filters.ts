import { responseKinds, reviewTypes, type ReviewQuery } from '@locperf/api/reviews';

/** A response kind of spec section 3: AI, manual, none, draft. */
export type ResponseKind = (typeof responseKinds)[number];
/** A review type of spec section 3: stars only, or with a comment. */
export type ReviewType = (typeof reviewTypes)[number];

/** The inbox filters (issue 7). Every field is optional; an empty object shows every review. */
export interface ReviewFilters {
  /** One location. */
  locationId?: string;
  /** Star ratings 1-5; a review matches any of them. */
  ratings?: number[];
  type?: ReviewType;
  responseKind?: ResponseKind;
  /** First day of the creation date range, `YYYY-MM-DD`. */
  from?: string;
  /** Last day of the creation date range, `YYYY-MM-DD`. */
  to?: string;
  /** Free text in the comment or the author's name. */
  search?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the filters from a URL query, so a filtered view can be bookmarked and shared.
 * Unknown or malformed values are dropped, never trusted.
 */
export function filtersFromSearchParams(params: URLSearchParams): ReviewFilters {
  const filters: ReviewFilters = {};
  const location = params.get('location');
  if (location) filters.locationId = location;
  const ratings = [
    ...new Set(
      params
        .getAll('rating')
        .flatMap((value) => value.split(','))
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
    ),
  ].sort();
  if (ratings.length) filters.ratings = ratings;
  const type = params.get('type');
  if ((reviewTypes as readonly string[]).includes(type ?? '')) filters.type = type as ReviewType;
  const response = params.get('response');
  if ((responseKinds as readonly string[]).includes(response ?? '')) {
    filters.responseKind = response as ResponseKind;
  }
  const from = params.get('from');
  if (from && DATE.test(from)) filters.from = from;
  const to = params.get('to');
  if (to && DATE.test(to)) filters.to = to;
  const search = params.get('q')?.trim();
  if (search) filters.search = search;
  return filters;
}

/** Writes the filters into a URL query (the reverse of {@link filtersFromSearchParams}). */
export function filtersToSearchParams(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.locationId) params.set('location', filters.locationId);
  if (filters.ratings?.length) params.set('rating', [...filters.ratings].sort().join(','));
  if (filters.type) params.set('type', filters.type);
  if (filters.responseKind) params.set('response', filters.responseKind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search?.trim()) params.set('q', filters.search.trim());
  return params;
}

/** The query of `GET …/reviews` for the filters. */
export function filtersToQuery(filters: ReviewFilters): Omit<ReviewQuery, 'cursor'> {
  return {
    locationId: filters.locationId,
    ratings: filters.ratings?.length ? [...filters.ratings].sort().join(',') : undefined,
    type: filters.type,
    responseKind: filters.responseKind,
    from: filters.from,
    to: filters.to,
    search: filters.search?.trim() || undefined,
    limit: 50,
  };
}

/** True when any filter is set (an empty list is then "filtered-empty", not "empty"). */
export function hasFilters(filters: ReviewFilters): boolean {
  return [...filtersToSearchParams(filters).keys()].length > 0;
}

/**
 * True when a key press comes from a place where the user types (issue 7: shortcuts never fire
 * while typing in a field) or from an open menu, list box or dialog that owns its keys.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return Boolean(
    target.closest(
      '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="combobox"], [role="radiogroup"], [role="slider"], [role="spinbutton"]',
    ),
  );
}

/**
 * True when a review matches the filters, with the server's rules (UTC days, case-insensitive
 * text in comment or author). The inbox uses it to narrow the rows it already holds at once
 * while the server's answer for a new filter is on its way.
 */
export function matchesFilters(
  review: {
    locationId: string;
    rating: number;
    type: string;
    responseKind: string;
    createdAt: string;
    comment: string | null;
    authorName: string;
  },
  filters: ReviewFilters,
): boolean {
  const day = review.createdAt.slice(0, 10);
  const search = filters.search?.trim().toLowerCase();
  return (
    (!filters.locationId || review.locationId === filters.locationId) &&
    (!filters.ratings?.length || filters.ratings.includes(review.rating)) &&
    (!filters.type || review.type === filters.type) &&
    (!filters.responseKind || review.responseKind === filters.responseKind) &&
    (!filters.from || day >= filters.from) &&
    (!filters.to || day <= filters.to) &&
    (!search ||
      (review.comment ?? '').toLowerCase().includes(search) ||
      review.authorName.toLowerCase().includes(search))
  );
}
