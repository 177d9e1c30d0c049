import { createApiClient, type ApiClientConfig } from '@locperf/api/client';
import { ApiProvider } from '@locperf/api/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { IntlProvider } from 'react-intl';

export const TEST_API_BASE = 'http://localhost/api';

/**
 * Renders a feature widget the way an app does: an injected client against the MSW handlers,
 * a fresh SWR cache per render (STYLE.md, Tests) and react-intl with the source messages.
 */
export function renderWidget(
  ui: ReactElement,
  {
    locale = 'en',
    client,
    messages,
  }: {
    locale?: string;
    client?: Partial<ApiClientConfig>;
    /** A compiled catalogue; without one the source (English) texts show in any locale. */
    messages?: ComponentProps<typeof IntlProvider>['messages'];
  } = {},
): RenderResult {
  const api = createApiClient({ baseUrl: TEST_API_BASE, getLocale: () => locale, ...client });
  return render(
    <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={() => {}}>
      <ApiProvider client={api} cache={() => new Map()}>
        {ui}
      </ApiProvider>
    </IntlProvider>,
  );
}
