import { expect, test } from '@playwright/test';
import { acceptCookies, expectSignedIn, signIn } from './helpers';
import { expectedTitle } from './routes';

/*
 * Issue "Phone-first", titles: every route has its own translated document title (the sweep
 * over every route and locale is in reflow.spec.ts); here what happens around a navigation.
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a client navigation announces the new title politely, and the title follows the route', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, undefined, '/de/login');
  await expect(page).toHaveTitle(expectedTitle('/', 'de'));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Bewertungen' }).click();
  await expect(page).toHaveTitle('Bewertungen · Location Performance');
  const announcer = page.locator('[role="status"][aria-live="polite"]', {
    hasText: 'Bewertungen · Location Performance',
  });
  await expect(announcer).toHaveText('Bewertungen · Location Performance');
  await nav.getByRole('link', { name: 'Sprache und Zeitzone' }).click();
  await expect(page).toHaveTitle(expectedTitle('/profile/locale', 'de'));
  await expect(
    page.locator('[role="status"][aria-live="polite"]', {
      hasText: expectedTitle('/profile/locale', 'de'),
    }),
  ).toHaveCount(1);
});

test('a full page load does not announce its title a second time', async ({ page }) => {
  await page.goto('/fr/privacy');
  await expect(page).toHaveTitle(expectedTitle('/privacy', 'fr'));
  await expect(
    page.locator('[role="status"][aria-live="polite"]', { hasText: 'Location Performance' }),
  ).toHaveCount(0);
});

test('"Skip to content" is the first focusable element and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The address stays as it was: the skip link does not navigate.
  await expect(page).toHaveURL(/\/login$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('the 404 page of an admin path has its own title, in one main', async ({ page }) => {
  // The error page's title ("Error · …") is proven in apps/web/src/routes/route-error.test.tsx.
  await signIn(page);
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByText('The page was not found.')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Location Performance');
  await expect(page.getByRole('main')).toHaveCount(1);
});
