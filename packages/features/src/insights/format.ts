import type { InsightKpis } from '@locperf/api/insights';
import type { IntlShape } from 'react-intl';

/** The KPIs shown as cards, table columns and CSV columns, in this order. */
export const kpiKeys = [
  'averageRating',
  'reviewCount',
  'responseRate',
  'medianResponseHours',
  'aiShare',
] as const;
export type KpiKey = (typeof kpiKeys)[number];

/** KPIs where a lower value is the better one (a faster answer). */
export const lowerIsBetter: ReadonlySet<KpiKey> = new Set(['medianResponseHours']);

/** The raw value of a KPI (distribution excluded), or null when there is nothing to measure. */
export function kpiValue(kpis: InsightKpis, key: KpiKey): number | null {
  return kpis[key];
}

/** A KPI in the user's locale: "4.3", "1,234", "45 %", "5.5 hr". */
export function formatKpi(intl: IntlShape, key: KpiKey, value: number | null): string | null {
  if (value === null) return null;
  switch (key) {
    case 'averageRating':
      return intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    case 'reviewCount':
      return intl.formatNumber(value);
    case 'medianResponseHours':
      return intl.formatNumber(value, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    default:
      return intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  }
}

/**
 * The change of a KPI against the previous period, signed: the rating and hours as a
 * difference, the volume in per cent, the shares in percentage points. Null when either side
 * has no value.
 */
export function formatChange(
  intl: IntlShape,
  key: KpiKey,
  current: number | null,
  previous: number | null,
): { text: string; direction: 'up' | 'down' | 'same' } | null {
  if (current === null || previous === null) return null;
  if (key === 'reviewCount' && previous === 0) return null;
  const diff =
    key === 'reviewCount'
      ? (current - previous) / previous
      : key === 'responseRate' || key === 'aiShare'
        ? (current - previous) * 100
        : current - previous;
  const digits = key === 'averageRating' || key === 'medianResponseHours' ? 1 : 0;
  const rounded =
    Math.round(diff * (key === 'reviewCount' ? 100 : 10 ** digits)) /
    (key === 'reviewCount' ? 100 : 10 ** digits);
  const direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same';
  const options = { signDisplay: 'exceptZero', maximumFractionDigits: digits } as const;
  // A true minus sign (U+2212), as print and the screen readers' "minus" have it: Intl writes a
  // hyphen, which read "-0,3" like a dash (owner trial 7).
  const signed = (value: number, more: Parameters<IntlShape['formatNumber']>[1] = {}) =>
    intl
      .formatNumberToParts(value, { ...options, ...more })
      .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
      .join('');
  const text =
    key === 'reviewCount'
      ? signed(rounded, { style: 'percent' })
      : key === 'medianResponseHours'
        ? signed(rounded, { style: 'unit', unit: 'hour', unitDisplay: 'short' })
        : key === 'averageRating'
          ? signed(rounded, { minimumFractionDigits: 1 })
          : // "−1 Prozentpunkt", not "Prozentpunkte" (owner trial 9): the unit agrees with the number.
            intl.formatMessage(
              {
                id: 'insights.change.points',
                defaultMessage:
                  '{value} {count, plural, one {percentage point} other {percentage points}}',
              },
              { value: signed(rounded), count: Math.abs(rounded) },
            );
  return { text, direction };
}

/** A UTC day (`YYYY-MM-DD`) in the user's locale, e.g. "12 Nov" or "Nov 2026". */
export function formatDay(
  intl: IntlShape,
  day: string,
  style: 'day' | 'month' | 'long' = 'day',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'month'
      ? { month: 'short', year: 'numeric' }
      : style === 'long'
        ? { dateStyle: 'medium' }
        : { day: 'numeric', month: 'short' };
  return intl.formatDate(new Date(`${day}T00:00:00Z`), { ...options, timeZone: 'UTC' });
}
