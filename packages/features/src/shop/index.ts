export { ProductList } from './product-list';
export type { AddBlockedReason, ProductAddState, ProductListProps } from './product-list';
