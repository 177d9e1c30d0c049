import { expect, test } from '@playwright/test';

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
});
