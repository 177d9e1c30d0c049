import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, type AxeRules } from './axe';
import { acceptCookies, ADMIN, signIn } from './helpers';
import { clientNavigate, settle, trackRequests } from './layout-checks';
import {
  expectedTitle,
  openRoutes as open,
  signedInRoutes as signedIn,
  signedOutOnly,
  unknownPath,
  type TestLocale,
} from './routes';

test.beforeEach(async ({ page }) => acceptCookies(page));

/*
 * Every route in every locale and both colour modes, with every WCAG A/AA rule (issue 5). Colour
 * contrast depends on the mode, not the language; the other rules on the language, not the mode:
 * English light runs every rule, English dark the contrast rule, German and French the others
 * (CI time). Routes are reached by client navigation after one full load, as a link would.
 */
const sweeps: [TestLocale, 'light' | 'dark', AxeRules][] = [
  ['en', 'light', 'all'],
  ['en', 'dark', 'contrast'],
  ['de', 'light', 'structure'],
  ['fr', 'light', 'structure'],
];

async function sweep(page: Page, locale: TestLocale, rules: AxeRules, paths: string[]) {
  const inFlight = trackRequests(page);
  for (const path of paths) {
    await clientNavigate(page, `/${locale}${path}`);
    await expect(page, path).toHaveTitle(expectedTitle(path, locale));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
    await settle(page, inFlight);
    await test.step(`${locale} ${path}`, () => expectNoAxeViolations(page, rules));
  }
}

for (const [locale, mode, rules] of sweeps) {
  test.describe(`${locale}, ${mode}, ${rules} rules (issue 5)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('nuxt-color-mode', m), mode);
    });

    test('every signed-out route passes axe', async ({ page }) => {
      await page.goto(`/${locale}/login`);
      await sweep(page, locale, rules, [...signedOutOnly, ...open]);
    });

    test('every signed-in route and the 404 page pass axe', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, ADMIN, `/${locale}/login`);
      await sweep(page, locale, rules, [...signedIn, unknownPath]);
    });
  });
}
