export { NumberField } from './number-field';
export type { NumberFieldProps } from './number-field';
