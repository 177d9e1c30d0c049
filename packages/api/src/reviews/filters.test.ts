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
