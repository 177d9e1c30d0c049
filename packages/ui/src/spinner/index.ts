export { Spinner, spinnerSizes } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
