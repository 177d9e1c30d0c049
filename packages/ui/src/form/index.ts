export { Form } from './form';
export type { FormProps } from './form';
