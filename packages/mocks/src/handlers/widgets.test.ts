import { describe, expect, it } from 'vitest';
import { DEMO_WIDGET_TOKEN, mockControls } from '../index';
import { setupMockBackend } from '../mock-test-support';
import { createWidgetClient, WidgetError } from '@locperf/api/widgets';

setupMockBackend();

const client = (token: string | null = DEMO_WIDGET_TOKEN) =>
  createWidgetClient({ baseUrl: 'http://localhost/api/', getToken: () => token, locale: 'de' });

async function failureKind(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof WidgetError ? error.kind : `not a WidgetError: ${String(error)}`;
}

describe('widget endpoints (issue 8)', () => {
  it('serves a location with its published reviews, newest first, filtered and limited', async () => {
    const { location, reviews } = await client().reviews('loc-1', {
      minRating: 4,
      withTextOnly: true,
      limit: 5,
    });
    expect(location).toMatchObject({ id: 'loc-1', name: 'Sonnenschein Berlin' });
    expect(location.reviewCount).toBeGreaterThan(5);
    expect(location.googleReviewUrl).toMatch(/^https:\/\//);
    expect(reviews).toHaveLength(5);
    for (const review of reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(4);
      expect(review.comment).not.toBeNull();
    }
    const dates = reviews.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 422 to filters outside the bounds of widgetReviewsQuerySchema (issue 15)', async () => {
    const ask = (query: string) =>
      fetch(`http://localhost/api/widgets/locations/loc-1/reviews?${query}`, {
        headers: { 'Widget-Token': DEMO_WIDGET_TOKEN },
      });
    for (const query of ['minRating=0&limit=51', 'minRating=6&limit=0']) {
      const response = await ask(query);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        violations: [
          { propertyPath: 'minRating', key: 'validation.invalid', params: expect.anything() },
          { propertyPath: 'limit', key: 'validation.invalid', params: expect.anything() },
        ],
      });
    }
    expect((await ask('minRating=5&limit=50')).status).toBe(200);
  });

  it('serves the Google review link for the booster', async () => {
    const { location } = await client().booster('loc-2');
    expect(location.id).toBe('loc-2');
    expect(location.googleReviewUrl).toContain('loc-2');
  });

  it('answers 401 for a missing or wrong token and 404 for an unknown location', async () => {
    expect(await failureKind(client('wrong').reviews('loc-1'))).toBe('unauthorized');
    expect(await failureKind(client(null).booster('loc-1'))).toBe('unauthorized');
    expect(await failureKind(client().reviews('loc-unknown'))).toBe('not_found');
    expect(await failureKind(client().booster('loc-unknown'))).toBe('not_found');
  });

  it('turns a dropped connection, a server error and a malformed body into WidgetErrors', async () => {
    mockControls.override('getWidgetReviews', { networkError: true }, { times: 1 });
    expect(await failureKind(client().reviews('loc-1'))).toBe('network');
    mockControls.override('getWidgetReviews', { status: 500 }, { times: 1 });
    expect(await failureKind(client().reviews('loc-1'))).toBe('network');
    mockControls.override('getWidgetBooster', { malformed: true }, { times: 1 });
    expect(await failureKind(client().booster('loc-1'))).toBe('invalid');
  });

  it('sends no cookie and the locale as Accept-Language', async () => {
    const seen: RequestInit[] = [];
    const spy = createWidgetClient({
      baseUrl: 'http://localhost/api',
      getToken: async () => DEMO_WIDGET_TOKEN,
      locale: 'fr',
      fetch: (input, init) => {
        seen.push(init ?? {});
        return globalThis.fetch(input, init);
      },
    });
    await spy.booster('loc-1');
    expect(seen[0]?.credentials).toBe('omit');
    expect((seen[0]?.headers as Record<string, string>)['Accept-Language']).toBe('fr');
  });
});
