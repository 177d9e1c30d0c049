import type { InsightPeriod, LocationInsight } from '@locperf/api/insights';
import { Button } from '@locperf/ui/button';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from '@locperf/ui/table';
import { useId, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { downloadCsv, toCsv, type CsvCell } from './csv';
import { formatChange, formatKpi, kpiKeys, type KpiKey } from './format';
import * as styles from './insights.css';
import { kpiLabels } from './kpi-cards';
import { messages } from './messages';

type ColumnKey = 'name' | KpiKey | 'ratingChange';

function sortValue(row: LocationInsight, column: ColumnKey): string | number | null {
  if (column === 'name') return row.name;
  if (column === 'ratingChange') {
    const { current, previous } = row;
    return current.averageRating === null || previous.averageRating === null
      ? null
      : current.averageRating - previous.averageRating;
  }
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
    const va = sortValue(a, column as ColumnKey);
    const vb = sortValue(b, column as ColumnKey);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    const order =
      typeof va === 'string' ? va.localeCompare(String(vb), locale) : va - (vb as number);
    return order * sign;
  });
}

/** The CSV of the rows as shown: numbers in the user's locale, shares in per cent. */
export function locationsCsv(intl: IntlShape, rows: readonly LocationInsight[]): string {
  const percent = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);
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
  ];
  const body: CsvCell[][] = rows.map((row) => [
    row.name,
    ...kpiKeys.map((key) => {
      const value = row.current[key];
      if (key === 'responseRate' || key === 'aiShare') return percent(value);
      return value === null ? null : Math.round(value * 100) / 100;
    }),
  ]);
  return toCsv(intl.locale, header, body);
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
      <div className={styles.tableScroll}>
        <Table aria-labelledby={titleId} sortDescriptor={sort} onSortChange={setSort}>
          <TableHeader columns={columns}>
            {(column) => (
              <Column id={column.id} isRowHeader={column.id === 'name'} allowsSorting>
                {column.label}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={sorted.map((row) => ({ ...row, id: row.locationId }))}
            dependencies={[intl.locale]}
          >
            {(row) => (
              <Row id={row.locationId} columns={columns}>
                {(column) => <Cell>{cell(row, column.id)}</Cell>}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
