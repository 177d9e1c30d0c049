export { Dialog, DialogTrigger } from './dialog';
export type { DialogProps } from './dialog';
