import { ApiProvider } from '@locperf/api/react';
import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import { ColorModeProvider } from '@locperf/ui/color-mode';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppClient } from './api-client';
import { LocaleProvider } from './i18n/locale-provider';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import { createAppRouter } from './routes/router';

export interface AppProps {
  locale: Locale;
  messages: Messages;
}

/** The locale the client sends as `Accept-Language`, kept outside React for the client. */
function createLocaleSource(initial: Locale) {
  let current = initial;
  return { get: () => current, set: (next: Locale) => void (current = next) };
}

/** The providers every page needs, created once: locale, colour mode, notifications, API, router. */
export function App({ locale, messages }: AppProps) {
  const [app] = useState(() => {
    const activeLocale = createLocaleSource(locale);
    const center = createNotificationCenter();
    let navigateToLogin = () => {};
    const client = createAppClient({
      center,
      getLocale: activeLocale.get,
      onSessionExpired: () => navigateToLogin(),
    });
    const router = createAppRouter({ auth: client.auth });
    navigateToLogin = () => void router.navigate('/login');
    return { activeLocale, center, client, router };
  });

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
