import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { acceptCookies, expectSignedIn, signIn } from './helpers';

// The release the demo backend (packages/mocks/src/db.ts) reports.
const DEMO_RELEASE = '2026.11.0-demo';

test.describe('demo mode vertical slice (issue 2)', () => {
  test('the footer shows the release from GET /system/info served by the in-browser mock backend', async ({
    page,
  }) => {
    const systemInfo = page.waitForResponse((r) => r.url().endsWith('/api/system/info'));
    await page.goto('/');
    const response = await systemInfo;
    // Answered by the MSW service worker, not by the preview server.
    expect(response.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('contentinfo')).toContainText(`Version ${DEMO_RELEASE}`);
    await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
      'Imprint',
      'Privacy',
      'Contact',
      'Terms and conditions',
    ]);
  });

  test('the login page shows the demo sign-in credentials', async ({ page }) => {
    await page.goto('/login');
    const demo = page.getByRole('region', { name: 'Demo mode' });
    await expect(demo).toContainText('owner@demo.locperf.test');
    await expect(demo).toContainText('admin@demo.locperf.test');
  });

  test('German browsers get the German footer', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Rechtliches' })).toContainText('Impressum');
    await context.close();
  });

  test('a request the service worker let through after forgetting the page is sent again through it', async ({
    page,
  }) => {
    // The race a reload can lose (bootstrap.tsx, demo-fetch.ts): the worker is told its last page
    // closed, forgets every page and unregisters itself, while this page goes on.
    await acceptCookies(page);
    await signIn(page);
    await expectSignedIn(page);
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('CLIENT_CLOSED'));
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration()) === undefined,
    );
    const reviews = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/reviews') && r.fromServiceWorker(),
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    expect((await reviews).status()).toBe(200);
    await expect(
      page.getByRole('feed', { name: 'Reviews' }).getByRole('article').first(),
    ).toBeVisible();
    await expectSignedIn(page);
  });

  for (const path of ['/', '/login']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toContainText(`Version ${DEMO_RELEASE}`);
      await expectNoAxeViolations(page);
    });
  }
});
