export { Radio, RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioProps } from './radio-group';
