export { FieldHelp, FieldLabel } from './field';
export type { FieldTextProps } from './field';
