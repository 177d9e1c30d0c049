export { ToastRegion, createToastQueue, toastColors, toastDefaultTimeout } from './toast';
export type { ToastAction, ToastColor, ToastContent, ToastQueue, ToastRegionProps } from './toast';
