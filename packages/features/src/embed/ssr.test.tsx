// @vitest-environment node
/* eslint-disable no-restricted-syntax -- A test of the package as a partner installs it: it imports
   several widgets by their public names, as a partner's server-side render does. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('partner widgets in Node (issue 8)', () => {
  it('import without a window and render to a string', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const { ReviewWidget, EmbedProvider } = await import('@locperf/features/review-widget');
    const { BoosterWidget } = await import('@locperf/features/booster-widget');
    const html = renderToString(
      <EmbedProvider apiBase="https://api.example.com" getToken={() => 't'} locale="fr">
        <ReviewWidget locationId="loc-1" layout="carousel" />
        <BoosterWidget locationId="loc-1" />
      </EmbedProvider>,
    );
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Avis clients"');
    expect(html).toContain('Chargement…');
  });

  it('render the whole review inbox, its filter fields included, without suspending (issue 14 split the app only)', async () => {
    const { ReviewInbox } = await import('@locperf/features/review-inbox');
    const { ApiProvider } = await import('@locperf/api/react');
    const { createApiClient } = await import('@locperf/api/client');
    const { IntlProvider } = await import('react-intl');
    const html = renderToString(
      <IntlProvider locale="en" defaultLocale="en">
        <ApiProvider client={createApiClient({ baseUrl: 'https://api.example.com' })}>
          <ReviewInbox
            organizationId="org-1"
            filters={{}}
            onFiltersChange={() => {}}
            onReply={() => {}}
          />
        </ApiProvider>
      </IntlProvider>,
    );
    // The fields are there (a server render is desktop-wide), and no Suspense boundary fell back.
    expect(html).toContain('1 star');
    expect(html).toContain('Search');
    expect(html).not.toContain('<!--$!-->');
  });
});
