import { describe, expect, it } from 'vitest';
import { getInsights, type InsightKpis, type Insights } from '@locperf/api/insights';
import { listReviews, publishReviewReply, type Review } from '@locperf/api/reviews';
import { call, failureOf, org, setupMockBackend, signedIn } from '../mock-test-support';
import type { ApiClient } from '@locperf/api/client';

setupMockBackend();

const DAY = 86_400_000;
const day = (iso: string, offset = 0) =>
  new Date(Date.parse(iso) + offset * DAY).toISOString().slice(0, 10);

/** Every review of a date range through the public reviews list (the inbox's own filters). */
async function reviewsBetween(client: ApiClient, from: string, to: string, locationId?: string) {
  const all: Review[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(client, listReviews, {
      params: org,
      query: {
        from,
        to,
        limit: 100,
        ...(locationId ? { locationId } : {}),
        ...(cursor ? { cursor } : {}),
      },
    });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** The figures recomputed the plain way, written without the mock's code. */
function expected(reviews: Review[]): InsightKpis {
  const n = reviews.length;
  const replied = reviews.filter((r) => r.reply);
  const hours = replied
    .map((r) => (Date.parse(r.reply!.answeredAt) - Date.parse(r.createdAt)) / 3_600_000)
    .sort((a, b) => a - b);
  const h = hours.length;
  return {
    reviewCount: n,
    averageRating: n ? reviews.reduce((sum, r) => sum + r.rating, 0) / n : null,
    distribution: [1, 2, 3, 4, 5].map(
      (s) => reviews.filter((r) => r.rating === s).length,
    ) as InsightKpis['distribution'],
    responseRate: n ? replied.length / n : null,
    medianResponseHours: h
      ? h % 2
        ? hours[(h - 1) / 2]!
        : (hours[h / 2 - 1]! + hours[h / 2]!) / 2
      : null,
    aiShare: h ? replied.filter((r) => r.reply!.kind === 'ai').length / h : null,
  };
}

function expectKpis(actual: InsightKpis, reviews: Review[]) {
  const want = expected(reviews);
  expect(actual.reviewCount).toBe(want.reviewCount);
  expect(actual.distribution).toEqual(want.distribution);
  for (const key of ['averageRating', 'responseRate', 'medianResponseHours', 'aiShare'] as const) {
    if (want[key] === null) expect(actual[key], key).toBeNull();
    else expect(actual[key], key).toBeCloseTo(want[key], 9);
  }
}

async function insights(client: ApiClient, query: Record<string, string>): Promise<Insights> {
  return call(client, getInsights, { params: org, query });
}

describe('insights (issue 18): every figure from the seeded reviews', () => {
  it('matches a recomputation from the reviews list, in total and per location, this and the previous period', async () => {
    const client = await signedIn();
    const end = day(new Date().toISOString());
    const result = await insights(client, { period: '90d', end });
    expect(result).toMatchObject({ from: day(end, -89), to: end, granularity: 'week' });
    expect(result.previousTo).toBe(day(end, -90));
    expect(result.previousFrom).toBe(day(end, -179));

    const current = await reviewsBetween(client, result.from, result.to);
    const previous = await reviewsBetween(client, result.previousFrom, result.previousTo);
    expect(current.length).toBeGreaterThan(100);
    expectKpis(result.current, current);
    expectKpis(result.previous, previous);

    expect(result.locations.map((l) => l.locationId)).toEqual([
      'loc-1',
      'loc-2',
      'loc-3',
      'loc-4',
      'loc-5',
      'loc-6',
    ]);
    for (const location of result.locations) {
      expectKpis(
        location.current,
        current.filter((r) => r.locationId === location.locationId),
      );
      expectKpis(
        location.previous,
        previous.filter((r) => r.locationId === location.locationId),
      );
    }
    // The sixth location is not granted: no reviews, so no figures rather than zeros.
    expect(result.locations[5]?.current).toMatchObject({
      reviewCount: 0,
      averageRating: null,
      responseRate: null,
    });
  });

  it('splits the period into points that add up to it: 13 weeks for 90 days (the first one 6 days), 13 calendar months for 12 months, 30 days', async () => {
    const client = await signedIn();
    const end = '2026-11-20';
    const weeks = await insights(client, { period: '90d', end });
    expect(weeks.series).toHaveLength(13);
    expect(weeks.series[0]).toMatchObject({ start: weeks.from, end: day(weeks.from, 5) });
    expect(weeks.series.at(-1)).toMatchObject({ start: day(end, -6), end });
    expect(weeks.series.reduce((sum, p) => sum + p.reviewCount, 0)).toBe(weeks.current.reviewCount);
    for (const point of weeks.series) {
      const reviews = await reviewsBetween(client, point.start, point.end);
      expect(point.reviewCount).toBe(reviews.length);
      expect(point.averageRating).toBe(expected(reviews).averageRating);
    }

    const months = await insights(client, { period: '12m', end });
    expect(months.series.map((p) => p.start.slice(0, 7))).toHaveLength(13);
    expect(months.series[1]?.start).toBe('2025-12-01');
    expect(months.series.at(-1)).toMatchObject({ start: '2026-11-01', end });
    expect(months.series.reduce((sum, p) => sum + p.reviewCount, 0)).toBe(
      months.current.reviewCount,
    );

    const days = await insights(client, { end });
    expect(days).toMatchObject({ period: '30d', granularity: 'day' });
    expect(days.series).toHaveLength(30);
  });

  it('narrows everything to one location, and answers 404 for a location of another organization', async () => {
    const client = await signedIn();
    const end = '2026-11-20';
    const one = await insights(client, { period: '12m', end, locationId: 'loc-2' });
    expect(one.locations.map((l) => l.locationId)).toEqual(['loc-2']);
    expect(one.current).toEqual(one.locations[0]?.current);
    expectKpis(one.current, await reviewsBetween(client, one.from, one.to, 'loc-2'));
    expect(await failureOf(insights(client, { locationId: 'loc-nope' }))).toMatchObject({
      status: 404,
    });
  });

  it('follows the reviews: publishing a reply raises the response rate on the next request', async () => {
    const client = await signedIn();
    const before = await insights(client, {});
    const open = (await reviewsBetween(client, before.from, before.to)).find((r) => !r.reply);
    expect(open).toBeDefined();
    await call(client, publishReviewReply, {
      params: { ...org, reviewId: open!.id },
      body: { text: 'Vielen Dank für Ihre Bewertung.' },
    });
    const after = await insights(client, {});
    expect(after.current.reviewCount).toBe(before.current.reviewCount);
    expect(after.current.responseRate!).toBeGreaterThan(before.current.responseRate!);
  });
});
