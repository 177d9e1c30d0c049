import { insightPeriods, insightsQuerySchema, type InsightPeriod } from './insights';

/**
 * The one codec of the insights view (issue 18): address bar ⇄ view ⇄ request query. The app
 * keeps the view in the URL (`?period=90d&location=loc-1`); every value is read through the
 * query schema, so a hand-edited URL falls back to the default instead of failing.
 */
export interface InsightsView {
  /** @default '30d' */
  period: InsightPeriod;
  /** One location, or undefined for all. */
  locationId?: string;
}

const shape = insightsQuerySchema.shape;

/** Reads the view from the address bar's query; unknown values fall back to the default. */
function fromSearchParams(params: URLSearchParams): InsightsView {
  const period = shape.period.safeParse(params.get('period') ?? undefined);
  const location = params.get('location')?.trim();
  return {
    period: period.success && period.data ? period.data : '30d',
    ...(location ? { locationId: location } : {}),
  };
}

/** Writes the view to the address bar's query, leaving defaults out. */
function toSearchParams(view: InsightsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.period !== '30d' && insightPeriods.includes(view.period)) {
    params.set('period', view.period);
  }
  if (view.locationId) params.set('location', view.locationId);
  return params;
}

/** The request query of a view. */
function toQuery(view: InsightsView) {
  return { period: view.period, ...(view.locationId ? { locationId: view.locationId } : {}) };
}

export const insightsView = { fromSearchParams, toSearchParams, toQuery };
