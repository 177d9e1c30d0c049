export { apiNotifications } from './api-events';
export {
  createNotificationCenter,
  DEFAULT_TOAST_TIMEOUT,
  ERROR_FLASH_KEY,
  flashTypes,
  notificationToastTypes,
} from './center';
export type {
  ErrorDetailInput,
  ErrorEntryInput,
  FlashInput,
  FlashType,
  NotificationCenter,
  NotificationError,
  NotificationFlash,
  NotificationState,
  NotificationToast,
  NotificationToastType,
  SubscriptionRequiredReason,
  ToastActionInput,
  ToastInput,
} from './center';
export { NotificationProvider, useNotificationCenter, useNotificationState } from './context';
export type { NotificationProviderProps } from './context';
export { serverMessages } from './server-messages';
export { useTranslateKey } from './translate';
export type { TranslatedKey } from './translate';
