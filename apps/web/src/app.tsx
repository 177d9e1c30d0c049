import { ApiProvider } from '@locperf/api/react';
import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import { ColorModeProvider } from '@locperf/ui/color-mode';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppClient } from './api-client';
import { LocaleProvider, useLocale } from './i18n/locale-provider';
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

/** Keeps the client's `Accept-Language` in step with the active locale. */
function LocaleSync({ source }: { source: ReturnType<typeof createLocaleSource> }) {
  const { locale } = useLocale();
  useEffect(() => source.set(locale), [locale, source]);
  return null;
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
    <LocaleProvider initialLocale={locale} initialMessages={messages}>
      <LocaleSync source={app.activeLocale} />
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
