export { Select } from './select';
export type { Key, SelectProps } from './select';
export { SelectPlaceholder } from './select-placeholder';
export type { SelectPlaceholderProps } from './select-placeholder';
