import type { InsightKpis } from '@locperf/api/insights';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { formatChange, formatKpi, kpiKeys, type KpiKey } from './format';
import * as styles from './insights.css';
import { messages } from './messages';

/** The label of each KPI, shared by the cards, the table and the CSV. */
export const kpiLabels: Readonly<Record<KpiKey, MessageDescriptor>> = {
  averageRating: messages.kpiAverageRating,
  reviewCount: messages.kpiReviewCount,
  responseRate: messages.kpiResponseRate,
  medianResponseHours: messages.kpiMedianResponseHours,
  aiShare: messages.kpiAiShare,
};

/** The KPIs of the period, each with its change against the previous period. */
export function KpiCards({ current, previous }: { current: InsightKpis; previous: InsightKpis }) {
  const intl = useIntl();
  return (
    <ul className={styles.kpis}>
      {kpiKeys.map((key) => {
        const value = formatKpi(intl, key, current[key]);
        const change = formatChange(intl, key, current[key], previous[key]);
        return (
          <li key={key} className={styles.kpi}>
            <p className={styles.kpiLabel}>{intl.formatMessage(kpiLabels[key])}</p>
            <p className={styles.kpiValue}>{value ?? intl.formatMessage(messages.noData)}</p>
            <p className={styles.kpiChange}>
              {change
                ? intl.formatMessage(messages.change, { change: change.text })
                : intl.formatMessage(messages.noChange)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
