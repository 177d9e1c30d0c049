export { Checkbox, checkboxSizes } from './checkbox';
export type { CheckboxProps, CheckboxSize } from './checkbox';
