export { Dialog, DialogActions, DialogTrigger } from './dialog';
export type { DialogProps } from './dialog';
