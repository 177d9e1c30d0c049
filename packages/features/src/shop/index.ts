export { ProductList } from './product-list';
export type { ProductListProps } from './product-list';
