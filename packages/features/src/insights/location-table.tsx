import type { InsightPeriod, LocationInsight } from '@locperf/api/insights';
import { Button } from '@locperf/ui/button';
import { ChevronDownIcon, ChevronUpIcon } from '@locperf/ui/icon';
import { TableScroll } from '@locperf/ui/table-scroll';
import { useId, useMemo, useState } from 'react';
import { type IntlShape } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { downloadCsv, toCsv, type CsvCell } from './csv';
import { formatChange, formatKpi, kpiKeys, type KpiKey } from './format';
import * as styles from './insights.css';
import { kpiLabels } from './kpi-cards';
import { messages } from './messages';

type ColumnKey = 'name' | KpiKey | 'ratingChange';

/** The column the rows are sorted by, and the direction. */
export interface SortDescriptor {
  column: ColumnKey;
  direction: 'ascending' | 'descending';
}

/** The average rating against the previous period's; null where either has no rating. */
function ratingChange({ current, previous }: LocationInsight): number | null {
  return current.averageRating === null || previous.averageRating === null
    ? null
    : current.averageRating - previous.averageRating;
}

function sortValue(row: LocationInsight, column: ColumnKey): string | number | null {
  if (column === 'name') return row.name;
  if (column === 'ratingChange') return ratingChange(row);
  return row.current[column];
}

/** Sorted rows; rows without a value go last in either direction. */
export function sortRows(
  rows: readonly LocationInsight[],
  { column, direction }: SortDescriptor,
  locale: string,
): LocationInsight[] {
  const sign = direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, column);
    const vb = sortValue(b, column);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    const order =
      typeof va === 'string' ? va.localeCompare(String(vb), locale) : va - (vb as number);
    return order * sign;
  });
}

/** The CSV of the rows as shown: numbers in the user's locale, shares in per cent. */
export function locationsCsv(intl: IntlShape, rows: readonly LocationInsight[]): string {
  const percent = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);
  const hundredths = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
  const header = [
    intl.formatMessage(messages.columnLocation),
    ...kpiKeys.map((key) => {
      const label = intl.formatMessage(kpiLabels[key]);
      return key === 'responseRate' || key === 'aiShare'
        ? `${label} (%)`
        : key === 'medianResponseHours'
          ? `${label} (h)`
          : label;
    }),
    // The table's last column too (fifth owner trial: the export left it out).
    intl.formatMessage(messages.columnRatingChange),
  ];
  const body: CsvCell[][] = rows.map((row) => [
    row.name,
    ...kpiKeys.map((key) => {
      const value = row.current[key];
      if (key === 'responseRate' || key === 'aiShare') return percent(value);
      return hundredths(value);
    }),
    hundredths(ratingChange(row)),
  ]);
  return toCsv(intl.locale, header, body);
}

/** A press on a column header: the same column flips, another starts high to low (names A to Z). */
export function nextSort(sort: SortDescriptor, column: ColumnKey): SortDescriptor {
  if (sort.column === column) {
    return { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: column === 'name' ? 'ascending' : 'descending' };
}

/** Props of {@link LocationTable}. */
export interface LocationTableProps {
  rows: readonly LocationInsight[];
  period: InsightPeriod;
  /** Last day of the period, for the file name. */
  to: string;
}

/** The figures per location, sortable by every column, exportable as CSV. */
export function LocationTable({ rows, period, to }: LocationTableProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<SortDescriptor>({
    column: 'reviewCount',
    direction: 'descending',
  });
  const sorted = useMemo(() => sortRows(rows, sort, intl.locale), [rows, sort, intl.locale]);
  const none = intl.formatMessage(messages.noData);
  const columns: { id: ColumnKey; label: string }[] = [
    { id: 'name', label: intl.formatMessage(messages.columnLocation) },
    ...kpiKeys.map((key) => ({ id: key, label: intl.formatMessage(kpiLabels[key]) })),
    { id: 'ratingChange', label: intl.formatMessage(messages.columnRatingChange) },
  ];
  const cell = (row: LocationInsight, id: ColumnKey) => {
    if (id === 'name') return row.name;
    if (id === 'ratingChange') {
      return (
        formatChange(intl, 'averageRating', row.current.averageRating, row.previous.averageRating)
          ?.text ?? none
      );
    }
    return formatKpi(intl, id, row.current[id]) ?? none;
  };
  const title = intl.formatMessage(messages.tableTitle);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            downloadCsv(
              intl.formatMessage(messages.csvFile, { period, to }),
              locationsCsv(intl, sorted),
            )
          }
        >
          {intl.formatMessage(messages.exportCsv)}
        </Button>
      </div>
      <TableScroll>
        {/* A plain data table with sort buttons (WAI-ARIA APG "Sortable Table"): read cell by
            cell like any table; a grid's arrow-key model would add a large chunk for nothing. */}
        <table className={styles.dataTable} aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort.column === column.id;
                return (
                  <th key={column.id} scope="col" aria-sort={active ? sort.direction : undefined}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => setSort(nextSort(sort, column.id))}
                    >
                      {column.label}
                      {active ? (
                        sort.direction === 'ascending' ? (
                          <ChevronUpIcon size="sm" />
                        ) : (
                          <ChevronDownIcon size="sm" />
                        )
                      ) : null}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.locationId}>
                {columns.map((column) =>
                  column.id === 'name' ? (
                    <th key={column.id} scope="row">
                      {row.name}
                    </th>
                  ) : (
                    <td key={column.id}>{cell(row, column.id)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
