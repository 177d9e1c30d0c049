export { SearchField } from './search-field';
export type { SearchFieldProps } from './search-field';
