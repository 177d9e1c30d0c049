export {
  errorEntryFromMessage,
  errorEntrySchema,
  flashMessageSchema,
  flashMessageTypes,
  messageDetailSchema,
  routeMessages,
  serverMessageSchema,
  subscriptionModalStateSchema,
  TOAST_TIMEOUT_MS,
  TOAST_TITLE_KEYS,
  toastColor,
  toastColors,
  toastFromMessage,
  toastSchema,
  toastTitleKey,
} from './messages';
export type {
  ErrorEntry,
  FlashMessage,
  MessageDetail,
  MessagesEvent,
  ServerMessage,
  SubscriptionModalState,
  Toast,
  ToastTitleKey,
} from './messages';
export { COOKIE_CONSENT_STORAGE_KEY } from './cookie-consent';
