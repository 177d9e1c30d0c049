export { Cell, Column, Row, Table, TableBody, TableHeader } from './table';
export type {
  CellProps,
  ColumnProps,
  RowProps,
  SortDescriptor,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from './table';
