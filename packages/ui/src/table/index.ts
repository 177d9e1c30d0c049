export { Cell, cellAligns, Column, Row, Table, TableBody, TableHeader } from './table';
export type {
  CellAlign,
  CellProps,
  ColumnProps,
  RowProps,
  SortDescriptor,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from './table';
