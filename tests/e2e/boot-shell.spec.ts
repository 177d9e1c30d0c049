import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, signIn } from './helpers';

/*
 * Issue 14, paint first: the SPA shell (signed-in pages, the demo of `npm start`) paints the
 * frame of the shell from index.html before any script runs, never waiting for the mock backend,
 * in the geometry the real shell then takes.
 */

/** Holds back the app's entry script until `release` is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const box = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

test('a signed-in page paints the shell’s frame before any script, where the shell then stands', async ({
  page,
}) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const release = await holdEntryScript(page);
  await page.goto('/reviews', { waitUntil: 'commit' });
  // Painted from the document alone: the header with the logo, the side navigation's column.
  await expect(page.locator('.boot-shell__name')).toHaveText('Location Performance');
  // Measured once the stylesheets are in: they hold back the first paint, not a script's reading
  // of boxes, and a box read before they arrived had no styles (x 128.5 for 256, under load).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  const header = await box(page, '.boot-shell__header');
  const nav = await box(page, '.boot-shell__nav');
  const main = await box(page, '.boot-shell__main');
  expect(header.height).toBeGreaterThan(0);
  release();
  // The real shell takes the same places: header height, side navigation width, content start.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await box(page, 'header')).height).toBe(header.height);
  expect((await box(page, '#main')).x).toBe(main.x);
  expect(nav.width).toBeGreaterThan(0);
});

test('the logo’s name stands where the real header puts it, on a phone, a tablet and a desktop', async ({
  page,
}) => {
  // Owner trial 13: on a phone the name moved 40 px right when the header with its menu button
  // replaced the frame.
  await acceptCookies(page);
  await signIn(page);
  for (const width of [375, 700, 900, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdEntryScript(page);
    await page.goto('/reviews', { waitUntil: 'commit' });
    await expect(page.locator('.boot-shell__name')).toBeVisible();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
    );
    const painted = await box(page, '.boot-shell__name');
    release();
    const name = page.locator('header').getByText('Location Performance', { exact: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const real = (await name.boundingBox()) ?? { x: -1, y: -1 };
    expect({ width, x: real.x, y: real.y }).toEqual({ width, x: painted.x, y: painted.y });
    await page.unroute(/\/assets\/index-[^/]*\.js$/);
  }
});

test('a phone gets the frame without the side navigation, as the real shell has a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const release = await holdEntryScript(page);
  await page.goto('/reviews', { waitUntil: 'commit' });
  await expect(page.locator('.boot-shell__header')).toBeVisible();
  await expect(page.locator('.boot-shell__nav')).toBeHidden();
  release();
  // Signed out: the guard sends the visitor to the sign-in page, the frame is gone.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('.boot-shell')).toHaveCount(0);
});
