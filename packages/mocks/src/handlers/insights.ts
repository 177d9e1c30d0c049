import type { HttpHandler } from 'msw';
import {
  defaultGranularity,
  getInsights,
  periodDays,
  type InsightGranularity,
  type InsightKpis,
  type InsightPoint,
  type Insights,
  type InsightsQuery,
} from '@locperf/api/insights';
import type { ReviewReply } from '@locperf/api/reviews';
import { mockDb as db } from '../state';
import { reviewsNewestFirst, type ReviewRecord } from './records';
import { eq, notFound, ok, type Route } from './shared';

const DAY = 86_400_000;

/** A review as the figures need it: its day, stars and published reply. */
interface Fact {
  locationId: string;
  day: number;
  rating: number;
  createdAt: number;
  reply: Pick<ReviewReply, 'answeredAt' | 'kind'> | null;
}

/** Days since the epoch of a UTC `YYYY-MM-DD` or an ISO date-time. */
const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY);
/** The `YYYY-MM-DD` of a day number. */
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

function toFact(review: ReviewRecord): Fact {
  const reply = review.reply === null ? null : (JSON.parse(review.reply) as ReviewReply);
  return {
    locationId: review.locationId,
    day: dayOf(review.createdAt),
    rating: review.rating,
    createdAt: Date.parse(review.createdAt),
    reply,
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The KPIs of a set of reviews (the contract's `InsightKpis`). */
export function kpisOf(facts: readonly Fact[]): InsightKpis {
  const distribution: InsightKpis['distribution'] = [0, 0, 0, 0, 0];
  let stars = 0;
  for (const fact of facts) {
    const index = fact.rating - 1;
    distribution[index] = (distribution[index] ?? 0) + 1;
    stars += fact.rating;
  }
  const replied = facts.filter((fact) => fact.reply !== null);
  const count = facts.length;
  return {
    reviewCount: count,
    averageRating: count ? stars / count : null,
    distribution,
    responseRate: count ? replied.length / count : null,
    medianResponseHours: median(
      replied.map(
        (fact) => Math.max(0, Date.parse(fact.reply!.answeredAt) - fact.createdAt) / 3_600_000,
      ),
    ),
    aiShare: replied.length
      ? replied.filter((fact) => fact.reply!.kind === 'ai').length / replied.length
      : null,
  };
}

/** Buckets of a period, oldest first: days, weeks counted back from its end, or calendar months. */
export function bucketsOf(from: number, to: number, granularity: InsightGranularity) {
  const buckets: { start: number; end: number }[] = [];
  if (granularity === 'day') {
    for (let day = from; day <= to; day += 1) buckets.push({ start: day, end: day });
  } else if (granularity === 'week') {
    for (let end = to; end >= from; end -= 7) {
      buckets.unshift({ start: Math.max(from, end - 6), end });
    }
  } else {
    let start = from;
    while (start <= to) {
      const date = new Date(start * DAY);
      const nextMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY;
      buckets.push({ start, end: Math.min(to, nextMonth - 1) });
      start = nextMonth;
    }
  }
  return buckets;
}

/**
 * Every figure of `GET …/insights` from the organization's reviews (issue 18): the period ends
 * on `end` (default: today, UTC), the previous period has the same length and ends the day
 * before. Locations are the organization's (one, with `locationId`), in their own order.
 */
export function computeInsights(
  reviews: readonly ReviewRecord[],
  locations: readonly { id: string; name: string }[],
  query: InsightsQuery,
  now: Date = new Date(),
): Insights {
  const period = query.period ?? '30d';
  const granularity = query.granularity ?? defaultGranularity[period];
  const to = query.end ? dayOf(query.end) : Math.floor(now.getTime() / DAY);
  const from = to - periodDays[period] + 1;
  const previousTo = from - 1;
  const previousFrom = previousTo - periodDays[period] + 1;
  const ids = new Set(locations.map((l) => l.id));
  const facts = reviews.filter((r) => ids.has(r.locationId)).map(toFact);
  const current = facts.filter((f) => f.day >= from && f.day <= to);
  const previous = facts.filter((f) => f.day >= previousFrom && f.day <= previousTo);
  const series: InsightPoint[] = bucketsOf(from, to, granularity).map(({ start, end }) => {
    const kpis = kpisOf(current.filter((f) => f.day >= start && f.day <= end));
    return {
      start: isoDay(start),
      end: isoDay(end),
      reviewCount: kpis.reviewCount,
      averageRating: kpis.averageRating,
    };
  });
  return {
    period,
    granularity,
    from: isoDay(from),
    to: isoDay(to),
    previousFrom: isoDay(previousFrom),
    previousTo: isoDay(previousTo),
    locationId: query.locationId ?? null,
    current: kpisOf(current),
    previous: kpisOf(previous),
    series,
    locations: locations.map((location) => ({
      locationId: location.id,
      name: location.name,
      current: kpisOf(current.filter((f) => f.locationId === location.id)),
      previous: kpisOf(previous.filter((f) => f.locationId === location.id)),
    })),
  };
}

/** Insights: computed on each request from the seeded (and since changed) reviews. */
export function insightHandlers(r: Route): HttpHandler[] {
  return [
    r(getInsights, ({ params, query }) => {
      const organizationId = params.organizationId ?? '';
      const q = query as InsightsQuery;
      const all = db.location.findMany({ where: { organizationId: eq(organizationId) } });
      const locations = q.locationId ? all.filter((l) => l.id === q.locationId) : all;
      if (q.locationId && locations.length === 0) return notFound();
      return ok(computeInsights(reviewsNewestFirst(organizationId), locations, q));
    }),
  ];
}
