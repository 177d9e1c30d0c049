export {
  ToastRegion,
  createToastQueue,
  toastAvoidAttribute,
  toastColors,
  toastDefaultTimeout,
  toastPlacements,
  toastRegionAttribute,
} from './toast';
export type {
  ToastAction,
  ToastColor,
  ToastContent,
  ToastPlacement,
  ToastQueue,
  ToastRegionProps,
} from './toast';
