export {
  ToastRegion,
  createToastQueue,
  toastAvoidAttribute,
  toastColors,
  toastDefaultTimeout,
} from './toast';
export type { ToastAction, ToastColor, ToastContent, ToastQueue, ToastRegionProps } from './toast';
