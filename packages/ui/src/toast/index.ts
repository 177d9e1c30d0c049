export {
  ToastRegion,
  createToastQueue,
  toastAvoidAttribute,
  toastColors,
  toastDefaultTimeout,
  toastRegionAttribute,
} from './toast';
export type { ToastAction, ToastColor, ToastContent, ToastQueue, ToastRegionProps } from './toast';
