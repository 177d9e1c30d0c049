import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type SortDescriptor,
  type TableBodyProps as AriaTableBodyProps,
  type TableProps as AriaTableProps,
  type Key,
  type Selection,
} from 'react-aria-components';
import { Checkbox } from '../checkbox/checkbox';
import { ChevronDownIcon, ChevronUpIcon } from '../icon/icons';
import * as styles from './table.css';

/** Props of {@link Table}. */
export interface TableProps extends Pick<
  AriaTableProps,
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'sortDescriptor'
  | 'onSortChange'
  | 'onRowAction'
  | 'aria-label'
  | 'aria-labelledby'
> {
  /** `single` or `multiple` lets rows be selected (`multiple` adds a checkbox column). @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The `id`s of the selected rows (or `'all'`), when the parent owns the state (with `onSelectionChange`). */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The `id`s of the rows selected first, when it owns its state. */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** Called with the new selection: a set of `id`s, or `'all'`. */
  onSelectionChange?: (keys: Selection) => void;
  /** The `id`s of rows that cannot be selected or acted on; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** The sorted column (`column`: its `id`) and `direction`, shown in its header. @default undefined */
  sortDescriptor?: SortDescriptor;
  /** Called with the new column and direction when the user presses a sortable header; sort the rows then. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Called with a row's `id` when the user opens it (Enter, or a click when rows are not selectable). */
  onRowAction?: (key: Key) => void;
  /** What the table lists, e.g. "Locations"; needed when there is no visible heading. */
  'aria-label'?: string;
  /** The id of a visible element that names it (a heading above it), instead of `aria-label`. */
  'aria-labelledby'?: string;
  /** A `TableHeader` and a `TableBody`. */
  children: ReactNode;
}

/**
 * A data table: arrow keys move between cells, Space selects rows (a checkbox column appears
 * for multiple selection), pressing a sortable column header sorts.
 */
export function Table(props: TableProps) {
  return <AriaTable {...props} selectionBehavior="toggle" className={styles.table} />;
}

/** Props of {@link TableHeader}. */
export interface TableHeaderProps<T extends object> {
  /** Column data; render each with `children`. @default undefined */
  columns?: Iterable<T>;
  /** `Column`s, or a function rendering one per item of `columns`. */
  children: ReactNode | ((column: T) => ReactNode);
}

/** The header row; adds the "select all" checkbox column for multiple selection. */
export function TableHeader<T extends object>({ columns, children }: TableHeaderProps<T>) {
  const { selectionMode } = useTableOptions();
  return (
    <AriaTableHeader className={styles.header}>
      {selectionMode === 'multiple' ? (
        <AriaColumn className={styles.selectionCell}>
          <Checkbox slot="selection" />
        </AriaColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

/** Props of {@link Column}. */
export interface ColumnProps extends Pick<
  AriaColumnProps,
  'id' | 'allowsSorting' | 'isRowHeader' | 'width' | 'minWidth' | 'textValue'
> {
  /** Header text. */
  children: ReactNode;
  /** `end` for numbers (amounts, ratings, counts), so they line up on their last digit. @default 'start' */
  align?: CellAlign;
}

/** Horizontal alignment of a column and its cells. */
export const cellAligns = ['start', 'end'] as const satisfies readonly CellAlign[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type CellAlign = 'start' | 'end';

/** A column header; with `allowsSorting` it shows the sort direction. */
export function Column({ children, align = 'start', ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      className={align === 'end' ? `${styles.column} ${styles.alignEnd}` : styles.column}
    >
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting && sortDirection ? (
            sortDirection === 'ascending' ? (
              <ChevronUpIcon size="sm" />
            ) : (
              <ChevronDownIcon size="sm" />
            )
          ) : null}
        </span>
      )}
    </AriaColumn>
  );
}

/** Props of {@link TableBody}. */
export interface TableBodyProps<T extends object> extends Pick<
  AriaTableBodyProps<T>,
  'items' | 'children' | 'dependencies'
> {
  /** What to show when there are no rows, e.g. an `EmptyState`. @default undefined */
  emptyState?: ReactNode;
}

/** The rows. */
export function TableBody<T extends object>({ emptyState, ...props }: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={
        emptyState ? () => <div className={styles.empty}>{emptyState}</div> : undefined
      }
    />
  );
}

/** Props of {@link Row}. */
export interface RowProps<T extends object> extends Pick<
  AriaRowProps<T>,
  'id' | 'textValue' | 'isDisabled' | 'href' | 'onAction'
> {
  /** Column data, when the header used `columns`. @default undefined */
  columns?: Iterable<T>;
  /** `Cell`s, or a function rendering one per column. */
  children: ReactNode | ((column: T) => ReactNode);
}

/** A row; shows its selection checkbox for multiple selection. */
export function Row<T extends object>({ columns, children, ...props }: RowProps<T>) {
  const { selectionMode } = useTableOptions();
  return (
    <AriaRow {...props} className={styles.row}>
      {selectionMode === 'multiple' ? (
        <AriaCell className={styles.selectionCell}>
          <Checkbox slot="selection" />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

/** Props of {@link Cell}. */
export interface CellProps extends Pick<AriaCellProps, 'id' | 'textValue'> {
  /** Content. */
  children: ReactNode;
  /** `end` for numbers; give the column the same alignment. @default 'start' */
  align?: CellAlign;
}

/** A cell. */
export function Cell({ align = 'start', ...props }: CellProps) {
  return (
    <AriaCell
      {...props}
      className={align === 'end' ? `${styles.cell} ${styles.alignEnd}` : styles.cell}
    />
  );
}

export type { SortDescriptor };
