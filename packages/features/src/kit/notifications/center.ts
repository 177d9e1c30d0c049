/**
 * The notification center: one small external store per provider tree holding toasts, flash
 * messages, the error channel and the subscription-required state (spec sections 3, 4 and 8).
 * It is created per tree, never at module level, so two embedded widgets on a partner page do
 * not share (or leak) each other's notifications.
 */

/** Toast types; the colour follows (spec section 9: errors red, default primary). */
export const notificationToastTypes = ['success', 'error', 'info', 'warning'] as const;
export type NotificationToastType = (typeof notificationToastTypes)[number];

/** Flash-message types (spec section 3, Flash message). */
export const flashTypes = ['error', 'warning', 'info', 'success'] as const;
export type FlashType = (typeof flashTypes)[number];

/** Spec section 9: toasts close themselves after 5000 ms by default. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/**
 * Spec section 4 gives only warning, info and success a random key; an error without a key
 * shares this one, so a repeated un-keyed error replaces the last instead of piling up.
 */
export const ERROR_FLASH_KEY = 'error';

/** A button inside a toast. */
export interface ToastActionInput {
  /** Button text, already translated (the caller owns its wording). */
  label: string;
  /** What it does; the toast closes afterwards. */
  onPress: () => void;
}

/** What {@link NotificationCenter.pushToast} takes. */
export interface ToastInput {
  /** Translation key of the title, e.g. `toast.title.success`. */
  title: string;
  /** Translation key of the description. @default undefined */
  description?: string;
  /** ICU values of the description. @default {} */
  descriptionValues?: Record<string, string | number>;
  /** Type, which sets the colour. @default 'info' */
  type?: NotificationToastType;
  /** Milliseconds until it closes itself; 0 keeps it. @default 5000 */
  timeout?: number;
  /** Icon name: `check`, `x`, `info` or `warning`. @default the type's icon */
  icon?: string;
  /** Buttons. @default [] */
  actions?: ToastActionInput[];
}

/** A toast held by the center. */
export interface NotificationToast extends Required<
  Pick<ToastInput, 'title' | 'type' | 'timeout'>
> {
  /** Spec section 3: a timestamp string (with a counter, so two in one millisecond differ). */
  id: string;
  description?: string;
  descriptionValues?: Record<string, string | number>;
  icon?: string;
  actions?: ToastActionInput[];
}

/** What {@link NotificationCenter.pushFlash} takes: a `message` (HTML) or a `messageKey`. */
export interface FlashInput {
  /** Headline, already translated. @default undefined */
  title?: string;
  /** Headline as a translation key, translated when shown (code outside React). @default undefined */
  titleKey?: string;
  /** The message as HTML; sanitised when rendered (spec section 3: rendered as HTML). @default '' */
  message?: string;
  /** The message as a translation key, shown as plain text in the current locale. @default undefined */
  messageKey?: string;
  /** ICU values of `messageKey`. @default {} */
  messageValues?: Record<string, string | number>;
  /** Type, which sets colour and urgency. */
  type: FlashType;
  /** Key; a flash with the same key replaces the older one. @default random (error: 'error') */
  key?: string;
}

/** A flash message held by the center (spec section 3). */
export interface NotificationFlash {
  key: string;
  title?: string;
  titleKey?: string;
  message: string;
  messageKey?: string;
  messageValues?: Record<string, string | number>;
  type: FlashType;
}

/** A detail line of an error entry. */
export interface ErrorDetailInput {
  /** Translation key. */
  key: string;
  /** ICU values. @default {} */
  params?: Record<string, unknown>;
}

/** An entry of the error channel (spec section 3, Error entry); accepts `@locperf/api` entries. */
export interface ErrorEntryInput {
  /** Translation key. */
  key: string;
  /** ICU values. @default {} */
  params?: Record<string, unknown>;
  /** Detail lines. @default [] */
  details?: ErrorDetailInput[];
}

/** An error entry as held by the center: every field filled. */
export interface NotificationError {
  key: string;
  params: Record<string, unknown>;
  details: { key: string; params: Record<string, unknown> }[];
}

/** Why a subscription is required (spec section 8: the message or detail of the 402 answer). */
export interface SubscriptionRequiredReason {
  /** A translation key or text from the server. @default undefined */
  message?: string;
  /** More detail from the server. @default undefined */
  detail?: string;
}

/** Everything the center holds. */
export interface NotificationState {
  toasts: readonly NotificationToast[];
  flashes: readonly NotificationFlash[];
  errors: readonly NotificationError[];
  /** `null` while the subscription-required modal is closed. */
  subscriptionRequired: SubscriptionRequiredReason | null;
}

/** The per-tree notification store. */
export interface NotificationCenter {
  /** Shows a toast; returns its id. */
  pushToast: (toast: ToastInput) => string;
  /** Removes a toast (the toast stack calls it when one closes). */
  dismissToast: (id: string) => void;
  /** Closes every toast (a sign-out: nothing said to one user stays on screen for the next). */
  clearToasts: () => void;
  /** Adds a flash message; returns its key. */
  pushFlash: (flash: FlashInput) => string;
  /** Removes one flash message (its close button). */
  removeFlash: (key: string) => void;
  /** Removes every flash message (spec section 4: the clear event). */
  clearFlash: () => void;
  /** Adds entries to the error channel; the error modal opens. */
  pushErrors: (errors: readonly ErrorEntryInput[]) => void;
  /** Empties the error channel (the error modal's Close). */
  clearErrors: () => void;
  /** Opens the subscription-required modal (spec section 8: HTTP 402). */
  openSubscriptionRequired: (reason?: SubscriptionRequiredReason) => void;
  /** Closes it. */
  closeSubscriptionRequired: () => void;
  /** The current state; the same object until something changes. */
  getState: () => NotificationState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

const initialState: NotificationState = {
  toasts: [],
  flashes: [],
  errors: [],
  subscriptionRequired: null,
};

function randomKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Creates an empty notification center; create one per app (or per embedded widget tree). */
export function createNotificationCenter(): NotificationCenter {
  let state = initialState;
  let counter = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<NotificationState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  return {
    pushToast(toast) {
      counter += 1;
      const id = `${Date.now()}-${counter}`;
      const entry: NotificationToast = {
        ...toast,
        id,
        type: toast.type ?? 'info',
        timeout: toast.timeout ?? DEFAULT_TOAST_TIMEOUT,
      };
      set({ toasts: [...state.toasts, entry] });
      return id;
    },
    dismissToast(id) {
      if (!state.toasts.some((t) => t.id === id)) return;
      set({ toasts: state.toasts.filter((t) => t.id !== id) });
    },
    clearToasts() {
      if (state.toasts.length > 0) set({ toasts: [] });
    },
    pushFlash({ key, ...flash }) {
      const finalKey = key ?? (flash.type === 'error' ? ERROR_FLASH_KEY : randomKey());
      const others = state.flashes.filter((f) => f.key !== finalKey);
      set({ flashes: [...others, { ...flash, message: flash.message ?? '', key: finalKey }] });
      return finalKey;
    },
    removeFlash(key) {
      if (!state.flashes.some((f) => f.key === key)) return;
      set({ flashes: state.flashes.filter((f) => f.key !== key) });
    },
    clearFlash() {
      if (state.flashes.length > 0) set({ flashes: [] });
    },
    pushErrors(errors) {
      if (errors.length === 0) return;
      const normalised = errors.map((e) => ({
        key: e.key,
        params: e.params ?? {},
        details: (e.details ?? []).map((d) => ({ key: d.key, params: d.params ?? {} })),
      }));
      set({ errors: [...state.errors, ...normalised] });
    },
    clearErrors() {
      if (state.errors.length > 0) set({ errors: [] });
    },
    openSubscriptionRequired(reason = {}) {
      set({ subscriptionRequired: { ...reason } });
    },
    closeSubscriptionRequired() {
      if (state.subscriptionRequired) set({ subscriptionRequired: null });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
