import {
  insightPeriods,
  insightsView,
  useInsights,
  type InsightsView,
} from '@locperf/api/insights';
import { useLocations } from '@locperf/api/locations';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { EmptyState } from '@locperf/ui/empty-state';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';
import { SelectPlaceholder } from '@locperf/ui/select';
import { useAfterPaint } from '@locperf/ui/after-paint';
import { Skeleton } from '@locperf/ui/skeleton';
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from '@locperf/features/intl';
import { ChartFrame } from './chart-frame';
import { CHART_HEIGHT } from './chart-size';
import { distributionChart, trendChart, volumeChart } from './chart-data';
import { formatDay, kpiKeys } from './format';
import * as styles from './insights.css';
import { KpiCards } from './kpi-cards';
import { LocationTable } from './location-table';
import { messages } from './messages';

const LocationSelect = lazy(() =>
  import('./location-select').then((m) => ({ default: m.LocationSelect })),
);

const periodLabels = {
  '30d': messages.period30d,
  '90d': messages.period90d,
  '12m': messages.period12m,
} as const;

const ALL = '__all__';

/** Props of {@link Insights}. */
export interface InsightsProps {
  /** The organization, or null while the session loads. */
  organizationId: string | null;
  /** Period and location. The host keeps them (the app in the URL, through `insightsView`). */
  view: InsightsView;
  /** Called with the new view when the user picks a period or a location. */
  onViewChange: (view: InsightsView) => void;
}

// Issue 18 (insights). The charts load lazily.
/**
 * How the owner's reviews develop: key figures against the previous period, the rating trend, the
 * number of reviews and the star distribution (each also as a table), and a table per location that
 * can be sorted and downloaded as CSV. The props that matter: `organizationId`, and `view` with
 * `onViewChange`, the period and location shown.
 */
export function Insights({ organizationId, view, onViewChange }: InsightsProps) {
  const intl = useIntl();
  const query = useMemo(() => insightsView.toQuery(view), [view]);
  const insights = useInsights(organizationId, query);
  const locations = useLocations(organizationId);
  const data = insights.data;
  const charts = useMemo(
    () =>
      data && data.current.reviewCount > 0
        ? [trendChart(intl, data), volumeChart(intl, data), distributionChart(intl, data)]
        : [],
    [intl, data],
  );
  const notGranted = (locations.data ?? []).find((l) => l.id === view.locationId && !l.granted);
  const locationItems = [
    { id: ALL, name: intl.formatMessage(messages.allLocations) },
    ...(locations.data ?? []).map((l) => ({ id: l.id, name: l.name })),
  ];
  const location = view.locationId ?? ALL;
  // The picker's code comes once the figures (or their error) have painted; until then its
  // look holds its place.
  const pickerReady = useAfterPaint(data !== undefined || Boolean(insights.error));
  const pickerPlaceholder = (
    <SelectPlaceholder
      label={intl.formatMessage(messages.location)}
      value={locationItems.find((item) => item.id === location)?.name}
    />
  );

  return (
    <div className={styles.root}>
      <div className={styles.controls}>
        <RadioGroup
          label={intl.formatMessage(messages.period)}
          orientation="horizontal"
          value={view.period}
          onChange={(period) => onViewChange({ ...view, period: period as InsightsView['period'] })}
        >
          {insightPeriods.map((period) => (
            <Radio key={period} value={period}>
              {intl.formatMessage(periodLabels[period])}
            </Radio>
          ))}
        </RadioGroup>
        {pickerReady ? (
          <Suspense fallback={pickerPlaceholder}>
            <LocationSelect
              label={intl.formatMessage(messages.location)}
              items={locationItems}
              value={location}
              onChange={(key) => {
                const { period } = view;
                onViewChange(key && key !== ALL ? { period, locationId: String(key) } : { period });
              }}
            />
          </Suspense>
        ) : (
          pickerPlaceholder
        )}
      </div>
      {insights.error && !data ? (
        <Alert type="error" title={intl.formatMessage(messages.error)}>
          <Button variant="outline" size="sm" onPress={() => void insights.reload()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Alert>
      ) : !data ? (
        <InsightsSkeleton label={intl.formatMessage(messages.loading)} />
      ) : (
        <>
          <p className={styles.range} aria-live="polite">
            {intl.formatMessage(messages.range, {
              from: formatDay(intl, data.from, 'long'),
              to: formatDay(intl, data.to, 'long'),
              previousFrom: formatDay(intl, data.previousFrom, 'long'),
              previousTo: formatDay(intl, data.previousTo, 'long'),
            })}
          </p>
          <KpiCards current={data.current} previous={data.previous} />
          {data.current.reviewCount === 0 ? (
            <EmptyState
              level={2}
              title={intl.formatMessage(messages.emptyTitle)}
              // A location never granted has no reviews for a reason the booster cannot mend
              // (owner trial 10: Dresden was told to collect reviews).
              description={
                notGranted
                  ? intl.formatMessage(messages.emptyNotGranted, { name: notGranted.name })
                  : intl.formatMessage(messages.emptyText)
              }
            />
          ) : (
            <div className={styles.charts}>
              {charts.map((chart) => (
                <ChartFrame key={chart.title} {...chart} />
              ))}
            </div>
          )}
          <LocationTable rows={data.locations} period={data.period} to={data.to} />
        </>
      )}
    </div>
  );
}

/**
 * The loading state, shaped like what replaces it so nothing jumps when the data arrives: the
 * range line, a row of KPI cards (label, value, change), the three chart panels (title and
 * switch, summary, a chart as tall as the drawn one) and the per-location table's panel, in the
 * same card styles.
 */
function InsightsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.root}>
      <p className={styles.range}>
        <Skeleton shape="line" width="60%" />
      </p>
      <div className={styles.kpis}>
        {kpiKeys.map((key) => (
          <div key={key} className={styles.kpi}>
            <p className={styles.kpiLabel}>
              <Skeleton shape="line" width="70%" />
            </p>
            <p className={styles.kpiValue}>
              <Skeleton shape="line" width="50%" />
            </p>
            {/* "+4 hr vs. previous period" takes two lines or more but on wide screens. */}
            <p className={styles.kpiChange}>
              <Skeleton shape="line" width="85%" />
              <Skeleton shape="line" width="55%" />
            </p>
          </div>
        ))}
      </div>
      <div className={styles.charts}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.panel}>
            <div className={styles.panelHeader}>
              <p className={styles.panelTitle}>
                <Skeleton shape="line" width="10rem" />
              </p>
              <Skeleton shape="rect" width="7rem" height="2rem" />
            </div>
            <p className={styles.summary}>
              <Skeleton shape="line" />
              <Skeleton shape="line" width="60%" />
            </p>
            <div>
              <Skeleton shape="rect" height={`${CHART_HEIGHT}px`} />
              <div className={styles.readoutSpace} />
            </div>
          </div>
        ))}
      </div>
      {/* The per-location table's panel: its title and export button, then a few rows. */}
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <p className={styles.panelTitle}>
            <Skeleton shape="line" width="9rem" />
          </p>
          <Skeleton shape="rect" width="8rem" height="2rem" />
        </div>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} shape="line" width={row === 0 ? '100%' : '92%'} />
        ))}
      </div>
    </div>
  );
}
