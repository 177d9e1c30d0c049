import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiQuery } from '../react/use-api';

/** The periods of the insights (issue 18): the last 30 days, 90 days or 12 months. */
export const insightPeriods = ['30d', '90d', '12m'] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

/** How the series of a period is bucketed. */
export const insightGranularities = ['day', 'week', 'month'] as const;
export type InsightGranularity = (typeof insightGranularities)[number];

/** Days a period spans, ending with its last day (inclusive). */
export const periodDays: Readonly<Record<InsightPeriod, number>> = {
  '30d': 30,
  '90d': 90,
  '12m': 365,
};

/** The granularity a period uses when the query names none: about 12 to 30 points. */
export const defaultGranularity: Readonly<Record<InsightPeriod, InsightGranularity>> = {
  '30d': 'day',
  '90d': 'week',
  '12m': 'month',
};

/** A UTC day, `YYYY-MM-DD`. */
const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid'));
/** A share between 0 and 1, or null when there is nothing to divide by. */
const shareSchema = z.nullable(z.number().check(z.gte(0), z.lte(1)));
const countSchema = z.number().check(z.int(), z.gte(0));

/** Query of the insights. All optional: the last 30 days of every location, by day. */
export const insightsQuerySchema = z.object({
  period: z.optional(z.enum(insightPeriods)),
  granularity: z.optional(z.enum(insightGranularities)),
  /** One location; absent means every location of the organization. */
  locationId: z.optional(z.string()),
  /** Last day of the period (`YYYY-MM-DD`, UTC, inclusive); defaults to today. */
  end: z.optional(daySchema),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/**
 * The figures of a set of reviews. A review belongs to the period it was written in; its reply
 * counts for that review whenever it was published.
 */
export const insightKpisSchema = z.looseObject({
  /** Reviews written in the period. */
  reviewCount: countSchema,
  /** Mean star rating, or null without reviews. */
  averageRating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  /** Reviews per star rating: index 0 is 1 star, index 4 is 5 stars. */
  distribution: z.tuple([countSchema, countSchema, countSchema, countSchema, countSchema]),
  /** Share of the reviews with a published reply. */
  responseRate: shareSchema,
  /** Median hours from a review to its published reply, or null without replies. */
  medianResponseHours: z.nullable(z.number().check(z.gte(0))),
  /** Share of the published replies that the AI wrote. */
  aiShare: shareSchema,
});
export type InsightKpis = z.infer<typeof insightKpisSchema>;

/** One point of the series: a day, week or month (clipped to the period). */
export const insightPointSchema = z.looseObject({
  /** First day of the bucket, `YYYY-MM-DD`. */
  start: daySchema,
  /** Last day of the bucket, `YYYY-MM-DD`, inclusive. */
  end: daySchema,
  reviewCount: countSchema,
  averageRating: z.nullable(z.number()),
});
export type InsightPoint = z.infer<typeof insightPointSchema>;

/** The figures of one location, this period and the previous one. */
export const locationInsightSchema = z.looseObject({
  locationId: z.string(),
  name: z.string(),
  current: insightKpisSchema,
  previous: insightKpisSchema,
});
export type LocationInsight = z.infer<typeof locationInsightSchema>;

/** Insights of a period (issue 18): KPIs against the previous period, a series, per location. */
export const insightsSchema = z.looseObject({
  period: z.enum(insightPeriods),
  granularity: z.enum(insightGranularities),
  /** First and last day of the period, inclusive. */
  from: daySchema,
  to: daySchema,
  /** The previous period of the same length, ending the day before `from`. */
  previousFrom: daySchema,
  previousTo: daySchema,
  locationId: z.nullable(z.string()),
  current: insightKpisSchema,
  previous: insightKpisSchema,
  series: z.array(insightPointSchema),
  locations: z.array(locationInsightSchema),
});
export type Insights = z.infer<typeof insightsSchema>;

/** `GET /organizations/{organizationId}/insights` (issue 18). */
export const getInsights = defineEndpoint({
  id: 'getInsights',
  method: 'GET',
  path: '/organizations/{organizationId}/insights',
  tag: 'insights',
  summary:
    'Review insights of a period: rating, volume, star distribution, response rate and time, AI share; against the previous period, as a series and per location',
  query: insightsQuerySchema,
  response: insightsSchema,
});

/**
 * The insights of a period and locations. Another period or location is a new request: its
 * skeleton shows, never the last one's figures under the new choice.
 */
export const useInsights = (organizationId: string | null, query: InsightsQuery = {}) =>
  useApiQuery(getInsights, organizationId ? { params: { organizationId }, query } : null);
