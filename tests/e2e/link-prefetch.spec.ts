import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from './helpers';

// Spec section 9: a link's route chunks are prefetched when it becomes visible or is hovered,
// and not at all on a data-saver connection.
test.describe('link prefetch (spec section 9)', () => {
  test('the sign-up page chunk loads from /login before the link is followed', async ({ page }) => {
    const signupChunk = page.waitForRequest((r) =>
      /\/assets\/signup-page-[^/]+\.js$/.test(r.url()),
    );
    await page.goto('/login');
    const link = page.getByRole('link', { name: /sign up/i }).first();
    await link.hover();
    await signupChunk;
    await expect(page).toHaveURL(/\/login$/);
  });

  test('nothing is prefetched on a data-saver connection', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    let clicked = false;
    const requests: boolean[] = [];
    page.on('request', (r) => {
      if (/\/assets\/signup-page-[^/]+\.js$/.test(r.url())) requests.push(clicked);
    });
    await page.goto('/login');
    const link = page.getByRole('link', { name: /sign up/i }).first();
    await link.hover();
    await link.focus();
    // Hover, focus and visibility asked for nothing: the chunk is first requested by the click.
    clicked = true;
    await link.click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(requests).toEqual([true]);
  });

  test("a visible link's route is fetched without being run (issue 14: nothing on the main thread)", async ({
    page,
  }) => {
    await acceptCookies(page);
    await signIn(page);
    await expect(page.getByRole('link', { name: 'Reviews', exact: true }).first()).toBeVisible();
    // The side navigation's links came into view: their page chunks are preloaded as modules
    // (fetched and compiled, not evaluated) instead of imported.
    await expect(
      page.locator('link[rel="modulepreload"][href*="/assets/reviews-page-"]'),
    ).toHaveCount(1);
    // Following the link still works, from the preloaded files.
    await page.getByRole('link', { name: 'Reviews', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  });
});
