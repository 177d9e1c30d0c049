// @vitest-environment node
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
});
