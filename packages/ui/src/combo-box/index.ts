export { ComboBox } from './combo-box';
export type { ComboBoxProps } from './combo-box';
