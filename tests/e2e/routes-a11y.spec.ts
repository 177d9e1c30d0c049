import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { acceptCookies, ADMIN, expectSignedIn, signIn } from './helpers';

/** Every route of spec section 2 (apps/web/src/routes/route-table.ts). */
const signedOutOnly = ['/login', '/signup', '/auth/password/reset'];
const open = ['/confirm', '/contact', '/impress', '/privacy', '/agb'];
const signedIn = [
  '/',
  '/reviews',
  '/shop',
  '/settings/customers',
  '/settings/google-account',
  '/settings/organization',
  '/settings/review-responder',
  '/settings/subscriptions',
  '/profile/contact',
  '/profile/cookies',
  '/profile/locale',
  '/profile/notifications',
  '/profile/password',
  '/admin',
];

test.beforeEach(async ({ page }) => acceptCookies(page));

test('every route renders in the shell and passes axe (issue 5)', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [...signedOutOnly, ...open]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await signIn(page, ADMIN);
  await expectSignedIn(page);
  for (const path of signedIn) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
