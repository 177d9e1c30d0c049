import type { Insights } from '@locperf/api/insights';
import type { IntlShape } from 'react-intl';
import { keepTogether } from '@locperf/ui/format';
import type { ChartFrameProps } from './chart-frame';
import { formatDay } from './format';
import { messages } from './messages';

/**
 * The three charts of the insights as data: points with their spoken descriptions, the text
 * summary and the table alternative, all in the user's locale (issue 18).
 */

/** A period's label; each date never breaks inside ("30. / Aug." in a phone's table, trial 8). */
function periodLabel(intl: IntlShape, data: Insights, start: string, end: string): string {
  if (data.granularity === 'month') return keepTogether(formatDay(intl, start, 'month'));
  if (start === end) return keepTogether(formatDay(intl, start, 'long'));
  // A narrow column breaks after the dash only: one date per line.
  return `${keepTogether(formatDay(intl, start))}\u00a0– ${keepTogether(formatDay(intl, end))}`;
}

/** A point's label on the axis: the month, or the day the point starts. */
function axisLabel(intl: IntlShape, data: Insights, start: string): string {
  return data.granularity === 'month' ? formatDay(intl, start, 'month') : formatDay(intl, start);
}

const rating = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function trendChart(intl: IntlShape, data: Insights): ChartFrameProps {
  const points = data.series.map((p) => ({
    key: p.start,
    label: axisLabel(intl, data, p.start),
    value: p.averageRating,
    description: intl.formatMessage(messages.trendPoint, {
      period: periodLabel(intl, data, p.start, p.end),
      rating: p.averageRating === null ? 'none' : rating(intl, p.averageRating),
      count: p.reviewCount,
    }),
  }));
  const rated = data.series.filter((p) => p.averageRating !== null);
  const values = rated.map((p) => p.averageRating as number);
  const summary = intl.formatMessage(messages.trendSummary, {
    count: rated.length,
    first: formatDay(intl, data.from, 'long'),
    last: formatDay(intl, data.to, 'long'),
    start: values.length ? rating(intl, values[0] as number) : '',
    end: values.length ? rating(intl, values.at(-1) as number) : '',
    min: values.length ? rating(intl, Math.min(...values)) : '',
    max: values.length ? rating(intl, Math.max(...values)) : '',
  });
  return {
    title: intl.formatMessage(messages.trendTitle),
    summary,
    chart: { kind: 'line', points, domain: [1, 5], formatValue: (v) => rating(intl, v) },
    table: {
      columns: [
        intl.formatMessage(messages.columnPeriod),
        intl.formatMessage(messages.kpiAverageRating),
        intl.formatMessage(messages.kpiReviewCount),
      ],
      rows: data.series.map((p) => ({
        key: p.start,
        cells: [
          periodLabel(intl, data, p.start, p.end),
          p.averageRating === null
            ? intl.formatMessage(messages.noData)
            : rating(intl, p.averageRating),
          intl.formatNumber(p.reviewCount),
        ],
      })),
    },
  };
}

export function volumeChart(intl: IntlShape, data: Insights): ChartFrameProps {
  const points = data.series.map((p) => ({
    key: p.start,
    label: axisLabel(intl, data, p.start),
    value: p.reviewCount,
    description: intl.formatMessage(messages.volumePoint, {
      period: periodLabel(intl, data, p.start, p.end),
      count: p.reviewCount,
    }),
  }));
  const busiest = data.series.reduce(
    (a, b) => (b.reviewCount > a.reviewCount ? b : a),
    data.series[0]!,
  );
  return {
    title: intl.formatMessage(messages.volumeTitle),
    summary: intl.formatMessage(messages.volumeSummary, {
      total: data.current.reviewCount,
      first: formatDay(intl, data.from, 'long'),
      last: formatDay(intl, data.to, 'long'),
      max: intl.formatNumber(busiest.reviewCount),
      busiest: periodLabel(intl, data, busiest.start, busiest.end),
    }),
    chart: {
      kind: 'bar',
      points,
      domain: [0, Math.max(4, busiest.reviewCount)],
      formatValue: (v) => intl.formatNumber(v),
      integerTicks: true,
    },
    table: {
      columns: [
        intl.formatMessage(messages.columnPeriod),
        intl.formatMessage(messages.kpiReviewCount),
      ],
      rows: data.series.map((p) => ({
        key: p.start,
        cells: [periodLabel(intl, data, p.start, p.end), intl.formatNumber(p.reviewCount)],
      })),
    },
  };
}

export function distributionChart(intl: IntlShape, data: Insights): ChartFrameProps {
  const total = data.current.reviewCount;
  const share = (n: number) =>
    intl.formatNumber(total ? n / total : 0, { style: 'percent', maximumFractionDigits: 0 });
  const stars = [5, 4, 3, 2, 1];
  const count = (s: number) => data.current.distribution[s - 1] ?? 0;
  return {
    title: intl.formatMessage(messages.distributionTitle),
    summary: intl.formatMessage(messages.distributionSummary, {
      five: share(count(5)),
      low: share(count(1) + count(2)),
    }),
    chart: {
      kind: 'bar',
      points: stars.map((s) => ({
        key: String(s),
        label: intl.formatMessage(messages.stars, { stars: s }),
        shortLabel: `${intl.formatNumber(s)} ★`,
        value: count(s),
        description: intl.formatMessage(messages.distributionPoint, {
          stars: s,
          count: count(s),
          share: share(count(s)),
        }),
      })),
      domain: [0, Math.max(4, ...stars.map(count))],
      formatValue: (v) => intl.formatNumber(v),
      integerTicks: true,
    },
    table: {
      columns: [
        intl.formatMessage(messages.columnStars),
        intl.formatMessage(messages.kpiReviewCount),
        intl.formatMessage(messages.columnShare),
      ],
      rows: stars.map((s) => ({
        key: String(s),
        cells: [
          intl.formatMessage(messages.stars, { stars: s }),
          intl.formatNumber(count(s)),
          share(count(s)),
        ],
      })),
    },
  };
}
