export { Select } from './select';
export type { Key, SelectProps } from './select';
