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

test("Enter on a side-navigation link puts focus on the new page's h1, and the shop keeps focus on what follows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, undefined, '/de/login');
  await expect(page).toHaveTitle(expectedTitle('/', 'de'));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Bewertungen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewertungen' })).toBeFocused();
  await expect(page).toHaveTitle('Bewertungen · Location Performance');
  // The focused heading is read out; the live region does not say the title a second time.
  await expect(page.getByRole('status').filter({ hasText: 'Location Performance' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // Issue "focus lost": adding keeps focus on the pressed button, which now leads to the cart;
  // "Zur Kasse" puts it on the checkout's first step, which has its own title.
  await nav.getByRole('link', { name: 'Shop' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeFocused();
  await page.getByRole('button', { name: 'Review Booster in den Warenkorb' }).focus();
  await page.keyboard.press('Enter');
  const goToCart = page.getByRole('button', { name: 'Zum Warenkorb' });
  await expect(goToCart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Warenkorb' })).toBeFocused();
  await page.getByRole('button', { name: 'Zur Kasse' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Rechnungsempfänger' })).toBeFocused();
  await expect(page).toHaveTitle('Rechnungsempfänger · Kasse · Location Performance');
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

test.describe('cookie banner and focus', () => {
  // No stored consent: the banner shows.
  test.beforeEach(async ({ page }) =>
    page.addInitScript(() => localStorage.removeItem('cookieConsent')),
  );

  test('comes right after the skip link, never covers what has focus, and hands focus to the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/de/login');
    const banner = page.getByRole('region', { name: 'Wir verwenden Cookies' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);

    // Tab on to the footer: every footer link that takes focus is in view above the banner.
    const footer = page.getByRole('contentinfo');
    const bannerTop = (await banner.boundingBox())!.y;
    for (let presses = 0; presses < 60 && (await footer.locator(':focus').count()) === 0;) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    const focused = footer.locator(':focus');
    await expect(focused).toHaveCount(1);
    const box = (await focused.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bannerTop);

    await banner.getByRole('button', { name: 'Nur notwendige' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
  });
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

test('a link or button in the page that navigates leaves focus on the new page, not on <body> (issue 19)', async ({
  page,
}) => {
  // Signing in replaces the login form: focus goes to the home page's heading.
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeFocused();
  const manage = page.getByRole('link', { name: 'Manage subscriptions' });
  await manage.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeFocused();
  // The next Tab continues in the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // A footer link stays on the page after it is followed; focus goes to the new page, not to
  // the footer below it (owner trial 7).
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });
  await contact.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeFocused();
});
