import { ApiProvider } from '@locperf/api/react';
import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import { ColorModeProvider } from '@locperf/ui/color-mode';
import { RouterProvider } from 'react-router-dom';
import { createAppClient } from './api-client';
import { LocaleProvider } from './i18n/locale-provider';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import { createAppRouter } from './routes/router';

export type AppRuntime = ReturnType<typeof createAppRuntime>;

export interface AppProps {
  locale: Locale;
  messages: Messages;
  /** From {@link createAppRuntime}, created before the catalogue arrives. */
  runtime: AppRuntime;
}

/** The locale the client sends as `Accept-Language`, kept outside React for the client. */
function createLocaleSource(initial: Locale) {
  let current = initial;
  return { get: () => current, set: (next: Locale) => void (current = next) };
}

/**
 * The objects that live as long as the page: locale source, notification center, API client and
 * router. Created before the first render, because creating the router starts the first
 * navigation (the session check and the page's chunk) while the messages still load (issue 9,
 * LCP).
 */
export function createAppRuntime(locale: Locale) {
  const activeLocale = createLocaleSource(locale);
  const center = createNotificationCenter();
  let navigateToLogin = () => {};
  const client = createAppClient({
    center,
    getLocale: activeLocale.get,
    onSessionExpired: () => navigateToLogin(),
  });
  // The guard loaders wait for this; the session manager's own load shares the request.
  void client.auth.getSession();
  const router = createAppRouter({ auth: client.auth });
  navigateToLogin = () => void router.navigate('/login');
  return { activeLocale, center, client, router };
}

/** The providers every page needs: locale, colour mode, notifications, API, router. */
export function App({ locale, messages, runtime: app }: AppProps) {
  return (
    <LocaleProvider
      initialLocale={locale}
      initialMessages={messages}
      onLocaleChange={app.activeLocale.set}
    >
      <ColorModeProvider target={document.documentElement}>
        <NotificationProvider center={app.center}>
          <ApiProvider client={app.client}>
            <RouterProvider router={app.router} />
          </ApiProvider>
        </NotificationProvider>
      </ColorModeProvider>
    </LocaleProvider>
  );
}
