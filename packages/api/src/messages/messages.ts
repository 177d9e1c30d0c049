import * as z from 'zod/mini';

/**
 * Messages, errors, toasts and flash messages (spec section 3 and section 8, Handling). The api
 * layer never holds user-visible text: every title and description here is a translation key
 * that the app formats.
 */

/** One detail line of an error entry or server message: a key and its parameters. */
export const messageDetailSchema = z.looseObject({
  key: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/**
 * A message the server appends to any response under `messages` (spec section 3, Server
 * message). `type` is `error` or `success` in the spec; any other string is tolerated and shown
 * as a notice, so a new server type never breaks a page.
 */
export const serverMessageSchema = z.looseObject({
  type: z.string(),
  key: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
  details: z.optional(z.array(messageDetailSchema)),
});
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** An entry of the error channel (spec section 3, Error entry). */
export const errorEntrySchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.unknown()),
  details: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) })),
});
export type ErrorEntry = z.infer<typeof errorEntrySchema>;

/** Notification colours (spec section 9: default primary, errors red). */
export const toastColors = ['primary', 'green', 'orange', 'red'] as const;

/** A toast notification (spec section 3, Toast notification). `title` and `description` are keys. */
export const toastSchema = z.object({
  /** A timestamp string, unique enough for one screen. */
  id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.unknown())),
  icon: z.optional(z.string()),
  color: z.enum(toastColors),
  /** Milliseconds before the toast closes itself (spec section 9: 5000). */
  timeout: z.number(),
  actions: z.optional(z.array(z.object({ label: z.string(), href: z.optional(z.string()) }))),
});
export type Toast = z.infer<typeof toastSchema>;

/** Flash message types and their styles (spec section 4, Flash messages and errors). */
export const flashMessageTypes = ['error', 'warning', 'info', 'success'] as const;

/** A flash message (spec section 3). `message` is rendered as HTML by the app. */
export const flashMessageSchema = z.object({
  title: z.string(),
  message: z.string(),
  type: z.enum(flashMessageTypes),
  key: z.string(),
});
export type FlashMessage = z.infer<typeof flashMessageSchema>;

/** Subscription-required modal state (spec section 3): an optional message key. */
export const subscriptionModalStateSchema = z.object({ messageKey: z.optional(z.string()) });
export type SubscriptionModalState = z.infer<typeof subscriptionModalStateSchema>;

/**
 * Translation keys of the three toast titles. Spec section 8 names the German texts "Fehler",
 * "Das hat geklappt" and "Hinweis"; the app's catalogues translate these keys.
 */
export const TOAST_TITLE_KEYS = {
  error: 'toast.title.error',
  success: 'toast.title.success',
  info: 'toast.title.info',
} as const;
export type ToastTitleKey = (typeof TOAST_TITLE_KEYS)[keyof typeof TOAST_TITLE_KEYS];

/** Default toast timeout in milliseconds (spec section 9). */
export const TOAST_TIMEOUT_MS = 5_000;

/** Title key for a message type: error, success, and everything else as a notice (spec section 8). */
export function toastTitleKey(type: string): ToastTitleKey {
  if (type === 'error') return TOAST_TITLE_KEYS.error;
  if (type === 'success') return TOAST_TITLE_KEYS.success;
  return TOAST_TITLE_KEYS.info;
}

/** Colour of a toast for a message type (spec section 9: errors red, default primary). */
export function toastColor(type: string): Toast['color'] {
  if (type === 'error') return 'red';
  if (type === 'success') return 'green';
  if (type === 'warning') return 'orange';
  return 'primary';
}

/** Builds a toast for a message: the title key by type, the message key as description. */
export function toastFromMessage(message: ServerMessage, now: number = Date.now()): Toast {
  return {
    id: String(now),
    title: toastTitleKey(message.type),
    description: message.key,
    params: message.params ?? {},
    icon: message.type === 'success' ? 'check' : message.type === 'error' ? 'x' : 'info',
    color: toastColor(message.type),
    timeout: TOAST_TIMEOUT_MS,
  };
}

/** Turns a server message into an error-channel entry `{ key, params, details }`. */
export function errorEntryFromMessage(message: ServerMessage): ErrorEntry {
  return {
    key: message.key,
    params: message.params ?? {},
    details: (message.details ?? []).map((d) => ({ key: d.key, params: d.params ?? {} })),
  };
}

/** What the client raises after a response carried a `messages` array (spec section 7). */
export interface MessagesEvent {
  /** `METHOD /path` of the call. */
  endpoint: string;
  /** Messages of type error, for the error channel (the form-error modal, spec section 4). */
  errors: ErrorEntry[];
  /** All other messages, as toasts with a title key per {@link TOAST_TITLE_KEYS}. */
  toasts: Toast[];
}

/** Splits messages into error-channel entries and toasts (spec section 8, Handling). */
export function routeMessages(endpoint: string, messages: ServerMessage[]): MessagesEvent {
  const now = Date.now();
  return {
    endpoint,
    errors: messages.filter((m) => m.type === 'error').map(errorEntryFromMessage),
    toasts: messages.filter((m) => m.type !== 'error').map((m, i) => toastFromMessage(m, now + i)),
  };
}
