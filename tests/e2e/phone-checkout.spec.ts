import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from './helpers';

/*
 * Fifth owner trial, on a 375 px phone: "Checkout" is pressed at the cart's bottom, and the
 * checkout (the same /shop path) opened scrolled to its step heading, its title and steps out of
 * sight above.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('the checkout opens at its top on a phone: title, steps and step heading in view', async ({
  page,
}) => {
  await acceptCookies(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add Review Responder to cart' }).tap();
  await page.getByRole('button', { name: 'Add Review Booster to cart' }).tap();
  // As in the trial: the shop opened afresh with a filled cart, to the cart, one product's
  // locations opened, then "Checkout" below them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Go to cart' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Go to cart' }).first().tap();
  await page.getByRole('button', { name: '5 locations Change' }).tap();
  await expect(
    page.getByRole('group', { name: 'Locations for Review Booster' }).getByRole('checkbox'),
  ).toHaveCount(5);
  // Each location is a touch-size target (seventh owner trial: 24 px rows, 8 px apart).
  const firstLocation = page
    .getByRole('group', { name: 'Locations for Review Booster' })
    .locator('label')
    .first();
  expect((await firstLocation.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Their boxes line up at the start of the list (owner trial 8: centred rows zigzagged).
  const boxes = page.getByRole('group', { name: 'Locations for Review Booster' }).locator('label');
  const lefts = await boxes.evaluateAll((labels) =>
    labels.map((label) =>
      Math.round(label.querySelector('span[aria-hidden="true"]')!.getBoundingClientRect().left),
    ),
  );
  expect(new Set(lefts).size).toBe(1);
  const goToCheckout = page.getByRole('button', { name: 'Go to checkout' });
  await goToCheckout.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await goToCheckout.tap();
  const stepHeading = page.getByRole('heading', { level: 2, name: 'Invoice Recipient' });
  await expect(stepHeading).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInViewport({
    ratio: 1,
  });
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeInViewport({
    ratio: 1,
  });
  await expect(stepHeading).toBeInViewport({ ratio: 1 });
  // At the page's top, not where the cart's scroll was clamped to (the trial saw 220 px down).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
