import { createApiClient } from '@locperf/api/client';
import { ApiProvider } from '@locperf/api/react';
import { useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { RouterProvider } from 'react-router-dom';
import { appConfig } from './config';
import type { Locale } from './i18n/locales';
import { createAppRouter } from './routes/router';

export interface AppProps {
  locale: Locale;
  messages: Record<string, MessageFormatElement[]>;
}

/** The providers every page needs: messages, the API client and the router. */
export function App({ locale, messages }: AppProps) {
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: appConfig.apiBase,
        basicAuth: appConfig.basicAuth,
        getLocale: () => locale,
      }),
    [locale],
  );
  const router = useMemo(() => createAppRouter(), []);

  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <I18nProvider locale={locale}>
        <ApiProvider client={client}>
          <RouterProvider router={router} />
        </ApiProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
