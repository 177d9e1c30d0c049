export { FieldHelp, FieldLabel, RequiredFieldsNote } from './field';
export type { FieldTextProps } from './field';
