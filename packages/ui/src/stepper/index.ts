export { Stepper } from './stepper';
export type { StepperProps, StepperStep } from './stepper';
