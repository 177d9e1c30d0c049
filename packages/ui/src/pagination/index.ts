export { Pagination, pageRange } from './pagination';
export type { PaginationProps } from './pagination';
