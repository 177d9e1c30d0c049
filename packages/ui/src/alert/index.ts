export { Alert, alertTypes } from './alert';
export type { AlertProps, AlertType } from './alert';
