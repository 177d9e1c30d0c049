import { createApiClient, HttpError, NetworkError, type ApiClient } from '@locperf/api/client';
import type { NotificationCenter } from '@locperf/features/notifications';
import { appConfig } from './config';

export interface AppClientOptions {
  center: NotificationCenter;
  getLocale: () => string;
  /** Called when a background session refresh answers 401 (spec section 4, Background refresh). */
  onSessionExpired: () => void;
}

/**
 * The app's API client. The client itself never touches the UI or navigates (STYLE.md); its
 * events are wired here to the notification center (toasts, error modal, subscription dialog)
 * and to navigation (spec section 8, Handling).
 */
export function createAppClient({
  center,
  getLocale,
  onSessionExpired,
}: AppClientOptions): ApiClient {
  return createApiClient({
    baseUrl: appConfig.apiBase,
    basicAuth: appConfig.basicAuth,
    getLocale,
    onMessages: ({ errors, toasts }) => {
      if (errors.length > 0) center.pushErrors(errors);
      for (const toast of toasts) center.pushToast(toast);
    },
    onPaymentRequired: (reason) => center.openSubscriptionRequired(reason),
    onUnauthorized: ({ sessionExpired }) => {
      if (!sessionExpired) return;
      center.pushToast({
        type: 'warning',
        title: 'note',
        description: 'auth.session.expired',
      });
      onSessionExpired();
    },
    onError: (error) => {
      // 401, 402 and 422 have their own channels above; a network failure or any other answer
      // gets the general error with status and statusText (spec section 8).
      if (error instanceof HttpError && [401, 402, 422].includes(error.status)) return;
      const values =
        error instanceof HttpError
          ? { status: error.status, statusText: error.statusText || String(error.status) }
          : { status: 0, statusText: error instanceof NetworkError ? 'Network' : 'Response' };
      center.pushToast({
        type: 'error',
        title: 'toast.title.error',
        description: 'request.error.general',
        descriptionValues: values,
      });
    },
  });
}
