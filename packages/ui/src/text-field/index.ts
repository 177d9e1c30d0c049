export { TextField, textFieldTypes } from './text-field';
export type { TextFieldProps, TextFieldType } from './text-field';
