import type { PaymentRequiredEvent } from '@locperf/api/client';
import type { MessagesEvent } from '@locperf/api/messages';
import type { NotificationCenter, NotificationToastType } from './center';

/** The client's toast colours (spec section 9) as the notification center's types. */
const toastTypes = {
  primary: 'info',
  green: 'success',
  orange: 'warning',
  red: 'error',
} as const satisfies Record<string, NotificationToastType>;

/** Keeps the ICU-usable values of a server message's params. */
function icuValues(params: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}

/**
 * The api client's events for `center` (spec section 8): the messages of an answer, errors to
 * the error channel and the rest as toasts, and HTTP 402 to the subscription dialog. Spread into
 * `createApiClient({ ...apiNotifications(center) })`; the app and `LocperfProvider` both do.
 */
export function apiNotifications(center: NotificationCenter): {
  onMessages: (event: MessagesEvent) => void;
  onPaymentRequired: (event: PaymentRequiredEvent) => void;
} {
  return {
    onMessages: ({ errors, toasts }) => {
      if (errors.length > 0) center.pushErrors(errors);
      for (const toast of toasts) {
        center.pushToast({
          title: toast.title,
          description: toast.description,
          descriptionValues: icuValues(toast.params),
          type: toastTypes[toast.color],
          timeout: toast.timeout,
          icon: toast.icon,
        });
      }
    },
    onPaymentRequired: (reason) => center.openSubscriptionRequired(reason),
  };
}
