import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { BROTLI_STATIC_MODULE } from '../../.config/scripts/nginx.mjs';
import { acceptCookies, signIn } from '../e2e/helpers';

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

test.describe('production serving with nginx (issue 9, Serve it for real)', () => {
  for (const path of ['/', '/login']) {
    test(`${path} renders under the strict CSP without a single violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      // The app, its styles and the demo backend (a service worker) all run under the policy. A
      // prerendered page loads its app on the first intent (issue 14): the pointer gives it.
      await page.mouse.move(5, 5);
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('#root h1') ?? {}).some((key) =>
              key.startsWith('__react'),
            ),
          ),
        )
        .toBe(true);
      await expect(page.getByRole('contentinfo')).toContainText(/Version \d/);
      expect(await violations()).toEqual([]);
    });
  }

  test('/insights draws its charts (visx, lazy) under the strict CSP without a violation', async ({
    page,
  }) => {
    await acceptCookies(page);
    const violations = await watchCsp(page);
    await signIn(page);
    await page.goto('/insights?period=90d');
    await expect(page.getByRole('group', { name: /Use the arrow keys/ })).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Rating trend' }).getByRole('img')).toHaveCount(
      13,
    );
    expect(await violations()).toEqual([]);
  });

  test('index.html is never cached, hashed assets are immutable, headers are set', async ({
    page,
    request,
  }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(index.headers()['x-content-type-options']).toBe('nosniff');
    expect(index.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(index.headers()['permissions-policy']).toContain('camera=()');
    expect(index.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] as string, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    // A chunk is never a document: the document-only headers are not repeated on each of the
    // ~60 chunks of a first visit (nginx's HTTP/2 sends every response header in full).
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'cross-origin-opener-policy',
      'etag',
    ]) {
      expect(asset.headers()[documentOnly], documentOnly).toBeUndefined();
    }
    // The build's brotli copy where the browser takes it (scripts/precompress.ts); `npm test`
    // installs nginx's brotli module, and a server without it answers with the gzip copy.
    const preferred = await request.get(scripts[0] as string, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(preferred.headers()['content-encoding']).toBe(
      existsSync(BROTLI_STATIC_MODULE) ? 'br' : 'gzip',
    );
    expect(preferred.headers()['vary']).toContain('Accept-Encoding');
    expect(await preferred.text()).toBe(await (await request.get(scripts[0] as string)).text());
  });

  test('unknown paths fall back to the app (SPA) with the same headers', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  });
});

test('the production config serves over HTTPS with HTTP/2 (issue 14)', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.url()).toMatch(/^https:/);
  const protocol = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .nextHopProtocol,
  );
  expect(protocol).toBe('h2');
});
