export {
  defaultGranularity,
  getInsights,
  insightGranularities,
  insightKpisSchema,
  insightPeriods,
  insightPointSchema,
  insightsQuerySchema,
  insightsSchema,
  locationInsightSchema,
  periodDays,
  useInsights,
} from './insights';
export type {
  InsightGranularity,
  InsightKpis,
  InsightPeriod,
  InsightPoint,
  Insights,
  InsightsQuery,
  LocationInsight,
} from './insights';
export { insightsView } from './filters';
export type { InsightsView } from './filters';
