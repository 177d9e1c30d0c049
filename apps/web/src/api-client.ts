import { createApiClient, HttpError, NetworkError, type ApiClient } from '@locperf/api/client';
import { apiNotifications, type NotificationCenter } from '@locperf/features/notifications';
import { appConfig } from './config';

export interface AppClientOptions {
  center: NotificationCenter;
  getLocale: () => string;
  /** Called when a background session refresh answers 401 (spec section 4, Background refresh). */
  onSessionExpired: () => void;
  /** The fetch to use (demo mode: one that waits for the mock service worker). */
  fetch?: typeof fetch;
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
  fetch,
}: AppClientOptions): ApiClient {
  return createApiClient({
    baseUrl: appConfig.apiBase,
    fetch,
    basicAuth: appConfig.basicAuth,
    getLocale,
    ...apiNotifications(center),
    onUnauthorized: ({ sessionExpired }) => {
      if (!sessionExpired) return;
      // A flash message, not a toast: it must still be there on the sign-in page (spec section
      // 8, Background refresh with 401). Loaded on demand, it stays out of the first chunk.
      void import('@locperf/features/flash-messages').then(({ pushOutcomeFlash }) =>
        pushOutcomeFlash(center, 'sessionExpired'),
      );
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
