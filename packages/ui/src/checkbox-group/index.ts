export { CheckboxGroup } from './checkbox-group';
export type { CheckboxGroupProps } from './checkbox-group';
