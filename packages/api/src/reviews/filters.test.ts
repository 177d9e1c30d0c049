import { describe, expect, it } from 'vitest';
import { reviewFilters, type ReviewFilters } from './filters';

describe('inbox filters in the URL query (issue 7)', () => {
  it('round-trips every filter and drops malformed values', () => {
    const filters: ReviewFilters = {
      locationId: 'loc-2',
      ratings: [1, 2],
      type: 'with_comment',
      responseKind: 'none',
      from: '2026-01-01',
      to: '2026-02-01',
      search: 'Kaffee',
    };
    const params = reviewFilters.toSearchParams(filters);
    expect(params.toString()).toBe(
      'location=loc-2&rating=1%2C2&type=with_comment&response=none&from=2026-01-01&to=2026-02-01&q=Kaffee',
    );
    expect(reviewFilters.fromSearchParams(params)).toEqual(filters);
    expect(
      reviewFilters.fromSearchParams(
        new URLSearchParams('rating=9&rating=2&type=x&response=<script>&from=yesterday'),
      ),
    ).toEqual({ ratings: [2] });
  });
});

describe('reviewFilters.matches (the mock and the provisional narrowing of the inbox)', () => {
  const review = {
    locationId: 'loc-1',
    rating: 2,
    type: 'with_comment',
    responseKind: 'none',
    createdAt: '2026-03-05T23:30:00.000Z',
    comment: 'Leider waren die Brötchen altbacken.',
    authorName: 'Anna Schmidt',
    language: 'de',
  } as const;
  it.each<[ReviewFilters, boolean]>([
    [{}, true],
    [{ ratings: [1, 2], responseKind: 'none' }, true],
    [{ ratings: [5] }, false],
    [{ locationId: 'loc-2' }, false],
    [{ type: 'stars_only' }, false],
    [{ from: '2026-03-05', to: '2026-03-05' }, true],
    [{ from: '2026-03-06' }, false],
    [{ search: 'ALTBACKEN' }, true],
    [{ search: 'schmidt' }, true],
    [{ search: 'Kaffee' }, false],
    [{ language: 'fr' }, false],
  ])('%j → %s', (filters, expected) => {
    expect(reviewFilters.matches(review, filters)).toBe(expected);
  });
});

describe('reviewFilters request query (what the inbox sends and the mock reads)', () => {
  it('writes the query the contract accepts and reads it back to the same filters', () => {
    const filters: ReviewFilters = { ratings: [2, 1], search: '  Kaffee ', from: '2026-01-01' };
    const query = reviewFilters.toQuery(filters);
    expect(query).toEqual({ ratings: '1,2', search: 'Kaffee', from: '2026-01-01' });
    expect(reviewFilters.fromQuery(query)).toEqual({
      ratings: [1, 2],
      search: 'Kaffee',
      from: '2026-01-01',
    });
  });

  it('drops what the query schema refuses and folds a single rating into the ratings', () => {
    expect(
      reviewFilters.fromQuery({ rating: 4, ratings: '1,7', type: 'long', to: '1.2.2026' }),
    ).toEqual({ ratings: [1, 4] });
  });

  it('says whether any filter is set', () => {
    expect(reviewFilters.isFiltered({})).toBe(false);
    expect(reviewFilters.isFiltered({ search: '   ' })).toBe(false);
    expect(reviewFilters.isFiltered({ type: 'stars_only' })).toBe(true);
  });
});

describe('sorts and the needs-attention view in the codec (issue 18)', () => {
  it('keeps sort and view in the URL, leaves the default order out and drops unknown values', () => {
    const params = reviewFilters.toSearchParams({
      ratings: [1],
      view: 'attention',
      sort: 'rating',
    });
    expect(params.toString()).toBe('rating=1&view=attention&sort=rating');
    expect(reviewFilters.fromSearchParams(params)).toEqual({
      ratings: [1],
      view: 'attention',
      sort: 'rating',
    });
    expect(reviewFilters.toSearchParams({ sort: 'newest' }).toString()).toBe('');
    expect(
      reviewFilters.fromSearchParams(new URLSearchParams('sort=random&view=mine&sort=oldest')),
    ).toEqual({});
    expect(reviewFilters.fromSearchParams(new URLSearchParams('sort=oldest'))).toEqual({
      sort: 'oldest',
    });
  });

  it('does not count the order as a filter (an empty list is then "no reviews yet")', () => {
    expect(reviewFilters.isFiltered({ sort: 'oldest' })).toBe(false);
    expect(reviewFilters.isFiltered({ view: 'attention' })).toBe(true);
  });

  it('orders newest first, oldest first, or lowest rating first with the newest first within a rating', () => {
    const rows = [
      { id: 'a', rating: 4, createdAt: '2026-01-02T00:00:00.000Z' },
      { id: 'b', rating: 1, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'c', rating: 1, createdAt: '2026-01-03T00:00:00.000Z' },
      { id: 'd', rating: 5, createdAt: '2026-01-04T00:00:00.000Z' },
    ].map((row) => ({ ...review, ...row }));
    const order = (sort?: 'newest' | 'oldest' | 'rating') =>
      [...rows].sort(reviewFilters.compare(sort)).map((row) => row.id);
    expect(order()).toEqual(['d', 'c', 'a', 'b']);
    expect(order('oldest')).toEqual(['b', 'a', 'c', 'd']);
    expect(order('rating')).toEqual(['c', 'b', 'a', 'd']);
  });

  it('matches the needs-attention view: unanswered 1-2 stars older than 24 h, and drafts', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000).toISOString();
    const view = { view: 'attention' } as const;
    const check = (patch: Partial<typeof review>) =>
      reviewFilters.matches({ ...review, ...patch }, view, now);
    expect(check({ rating: 2, responseKind: 'none', createdAt: at(25) })).toBe(true);
    expect(check({ rating: 2, responseKind: 'none', createdAt: at(23) })).toBe(false);
    expect(check({ rating: 3, responseKind: 'none', createdAt: at(48) })).toBe(false);
    expect(check({ rating: 5, responseKind: 'draft', createdAt: at(1) })).toBe(true);
    expect(check({ rating: 1, responseKind: 'ai', createdAt: at(48) })).toBe(false);
  });
});

const review = {
  locationId: 'loc-1',
  rating: 2,
  type: 'with_comment',
  responseKind: 'none',
  createdAt: '2026-03-05T23:30:00.000Z',
  comment: 'Leider waren die Brötchen altbacken.',
  authorName: 'Anna Schmidt',
  language: 'de',
};
