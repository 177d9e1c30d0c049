import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { acceptCookies, ADMIN, expectSignedIn, signIn } from './helpers';
import {
  openRoutes as open,
  signedInRoutes as signedIn,
  signedOutOnly,
  unknownPath,
} from './routes';

test.beforeEach(async ({ page }) => acceptCookies(page));

/*
 * Colour contrast does not depend on the language and labels do not depend on the colour mode,
 * so English runs in both modes and German and French in light mode: every route meets every
 * locale and every mode, in four sweeps instead of six (CI time, issue 2).
 */
const sweeps = [
  ['en', 'light'],
  ['en', 'dark'],
  ['de', 'light'],
  ['fr', 'light'],
] as const;

for (const [locale, mode] of sweeps) {
  test(`every route passes axe in ${locale}, ${mode} (issue 5)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((m) => localStorage.setItem('nuxt-color-mode', m), mode);
    for (const path of [...signedOutOnly, ...open]) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await signIn(page, ADMIN, `/${locale}/login`);
    await expectSignedIn(page);
    // Every signed-in route, and the 404 page of an unknown path.
    for (const path of [...signedIn, unknownPath]) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoAxeViolations(page);
    }
  });
}
