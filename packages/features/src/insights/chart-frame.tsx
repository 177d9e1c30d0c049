import { Button } from '@locperf/ui/button';
import { useAfterPaint } from '@locperf/ui/after-paint';
import { Skeleton } from '@locperf/ui/skeleton';
import { TableScroll } from '@locperf/ui/table-scroll';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from '@locperf/features/intl';
import type { ChartProps } from './charts';
import * as styles from './insights.css';
import { messages } from './messages';

/**
 * visx and the chart code arrive in their own chunk, only when a chart is shown (issue 18), and
 * only once its frame (title, summary) has painted (issue 14).
 */
const Chart = lazy(() => import('./charts').then((m) => ({ default: m.Chart })));

/** A table alternative of a chart: a header row and rows of text cells. */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  title: string;
  /** One or two sentences that say what the chart shows (read before the chart). */
  summary: string;
  chart: Omit<ChartProps, 'label' | 'keyboardHint'>;
  table: ChartTable;
}

/**
 * One chart with its heading, its text summary and a "Show as table" switch: the same figures
 * as a data table, for screen readers, zoom and forced colours alike.
 */
export function ChartFrame({ title, summary, chart, table }: ChartFrameProps) {
  const intl = useIntl();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const painted = useAfterPaint(true);
  const placeholder = <Skeleton shape="rect" height="14rem" />;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {title}
        </h2>
        <Button variant="secondary" size="sm" onPress={() => setAsTable((v) => !v)}>
          {intl.formatMessage(asTable ? messages.showChart : messages.showTable)}
        </Button>
      </div>
      <p className={styles.summary}>{summary}</p>
      {asTable ? (
        <TableScroll label={intl.formatMessage(messages.tableLabel, { title })}>
          <table className={styles.dataTable}>
            <caption className={styles.caption}>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : painted ? (
        <Suspense fallback={placeholder}>
          <Chart
            {...chart}
            label={title}
            keyboardHint={intl.formatMessage(messages.keyboardHint)}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
