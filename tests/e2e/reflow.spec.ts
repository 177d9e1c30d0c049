import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ADMIN, expectSignedIn, OWNER, overrideMock, signIn } from './helpers';
import {
  clientNavigate,
  horizontalOverflow,
  mainLandmarks,
  settle,
  smallTargets,
  trackRequests,
} from './layout-checks';
import {
  expectedTitle,
  openRoutes,
  signedInRoutes,
  signedOutOnly,
  testLocales,
  unknownPath,
  type TestLocale,
} from './routes';

/*
 * Issue "Phone-first": every route, every width. One visit per route and locale (a client
 * navigation after the first load, as a link would) checks, in that one visit, the translated document title, the single main landmark and reflow (WCAG
 * 1.4.10: no sideways scrolling at 320 CSS px); English also reflows at 375 px and checks every
 * pointer target there (WCAG 2.5.8). German and French only change text lengths, so they run at
 * 320 px, the narrowest width (CI time).
 */

const PHONE = { width: 375, height: 812 };
const NARROW = { width: 320, height: 640 };

test.beforeEach(async ({ page }) => acceptCookies(page));

async function checkRoute(page: Page, inFlight: () => number, locale: TestLocale, path: string) {
  const where = `${locale} ${path}`;
  await clientNavigate(page, `/${locale}${path}`);
  // The title follows the route once it has rendered; then its data arrives.
  await expect(page, where).toHaveTitle(expectedTitle(path, locale));
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await settle(page, inFlight);
  // Soft: one run lists every route that fails, not just the first.
  expect.soft(await mainLandmarks(page), `${where}: main landmarks`).toBe(1);
  const widths = locale === 'en' ? [PHONE, NARROW] : [NARROW];
  for (const size of widths) {
    await page.setViewportSize(size);
    expect.soft(await horizontalOverflow(page), `${where} at ${size.width} px`).toEqual({
      px: 0,
      culprits: [],
    });
    if (size === PHONE) expect.soft(await smallTargets(page), `${where}: targets`).toEqual([]);
  }
  // The next load starts at the widest width again.
  await page.setViewportSize(widths[0] ?? NARROW);
}

for (const locale of testLocales) {
  test(`${locale}: signed out, every public route reflows with its own title`, async ({ page }) => {
    const inFlight = trackRequests(page);
    await page.setViewportSize(locale === 'en' ? PHONE : NARROW);
    await page.goto(`/${locale}/login`);
    for (const path of [...signedOutOnly, ...openRoutes, unknownPath]) {
      await checkRoute(page, inFlight, locale, path);
    }
  });

  test(`${locale}: signed in, every route reflows with its own title`, async ({ page }) => {
    const inFlight = trackRequests(page);
    await page.setViewportSize(locale === 'en' ? PHONE : NARROW);
    // The admin sees every signed-in route, /admin included.
    await signIn(page, ADMIN, `/${locale}/login`);
    // On phones Logout lives in the drawer: the menu button proves the signed-in shell.
    await expect(page.getByRole('button', { name: /navigation|Navigation/ })).toBeVisible();
    for (const path of [...signedInRoutes, unknownPath]) {
      await checkRoute(page, inFlight, locale, path);
    }
  });
}

test.describe('overlays at 320 px', () => {
  test.use({ viewport: NARROW });

  async function expectInside(page: Page, what: string) {
    const overlay = page
      .getByRole('dialog')
      .or(page.getByRole('alertdialog'))
      .or(page.getByRole('menu'))
      .first();
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box, what).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= NARROW.width, what).toBe(
      true,
    );
    // What sticks out names the culprit in the message.
    const overflow = await overlay.evaluate((el) => {
      const edge = el.getBoundingClientRect().right + 1;
      const out = Array.from(el.querySelectorAll('*'))
        .filter((child) => child.getBoundingClientRect().right > edge)
        .map((child) => `${child.tagName} "${(child.textContent ?? '').trim().slice(0, 30)}"`);
      return { px: el.scrollWidth - el.clientWidth, out: out.slice(-3) };
    });
    expect(overflow, what).toEqual({ px: 0, out: [] });
    expect((await horizontalOverflow(page)).px, what).toBe(0);
  }

  test('the drawer and the language menu fit, in German', async ({ page }) => {
    await page.goto('/de/login');
    await page.getByRole('button', { name: /Sprache/ }).click();
    await expectInside(page, 'language menu');
    await page.keyboard.press('Escape');
    await signIn(page, OWNER, '/de/login');
    // The menu button and the logo share the header's first row (the header took 92 of 640 px
    // with the logo wrapped under the button in the German trial).
    const menu = await page.getByRole('button', { name: 'Navigation öffnen' }).boundingBox();
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(Math.abs(menu!.y + menu!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(8);
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await expectInside(page, 'drawer');
    // Long labels wrap inside the drawer instead of being cut off.
    const locale = page.getByRole('dialog').getByRole('link', { name: 'Sprache und Zeitzone' });
    expect(await locale.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await expectSignedIn(page);
  });

  test("the app's dialogs fit, in German", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, OWNER, '/de/login');
    const dialog = page.getByRole('dialog');
    const open = async (path: string, button: RegExp | string, what: string) => {
      if (!page.url().endsWith(path)) await clientNavigate(page, path);
      await page.getByRole('button', { name: button }).first().click();
      await expectInside(page, what);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    await open('/de/reviews', /^Filter/, 'filter sheet');
    await open('/de/reviews', / antworten$/, 'reply editor');
    await open('/de/settings/customers', 'Neuer Rechnungsempfänger', 'new invoice recipient');
    // The invoice dialog needs a purchase first: see the payment confirmation test below.
    await open('/de/settings/subscriptions', /^Abonnement kündigen: /, 'cancellation');

    // Leaving unsaved responder settings through the drawer asks first.
    await clientNavigate(page, '/de/settings/review-responder');
    await page.getByRole('radio', { name: 'Informell' }).check({ force: true });
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Bewertungen' }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Seite verlassen, ohne zu speichern?' }),
    ).toBeVisible();
    await expectInside(page, 'unsaved changes');
  });

  test('the subscription-required dialog fits, in German', async ({ page }) => {
    await page.goto('/fr/login');
    await expect(page.getByRole('contentinfo')).toContainText(/Version \d/);
    // The footer asks for the system info again when the language changes: answer 402.
    await overrideMock(page, 'getSystemInfo', { status: 402 });
    await page.getByRole('button', { name: /langue/i }).click();
    await page
      .getByRole('menuitemradio', { name: /Deutsch/ })
      .or(page.getByRole('menuitem', { name: /Deutsch/ }))
      .click();
    await expectInside(page, 'subscription required');
  });

  test('the error modal fits, in German, with a long unknown key in its small print', async ({
    page,
  }) => {
    await page.goto('/de/login');
    await expect(page.getByRole('contentinfo')).toContainText(/Version \d/);
    // A server error message the app has no text for shows the generic line and the raw key.
    await overrideMock(page, 'getSystemInfo', {
      status: 500,
      body: {
        messages: [
          { type: 'error', key: 'validation.password.invalid' },
          { type: 'error', key: 'server.subscription_cancellation_reason_unavailable_for_plan' },
        ],
      },
    });
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page
      .getByRole('menuitemradio', { name: /Français/ })
      .or(page.getByRole('menuitem', { name: /Français/ }))
      .click();
    await expectInside(page, 'error modal');
  });

  test('the payment confirmation (3-D Secure) and the invoice fit, in German', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, OWNER, '/de/login');
    await clientNavigate(page, '/de/shop');
    await page.getByRole('button', { name: 'Review Responder in den Warenkorb' }).click();
    await page.getByRole('button', { name: 'Zum Warenkorb' }).click();
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.getByRole('radio', { name: /Bäckerei Sonnenschein GmbH/ }).check({ force: true });
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.getByRole('textbox', { name: 'Kartennummer' }).fill('4000 0027 6000 3184');
    await page.getByRole('textbox', { name: 'Gültig bis (MM/JJ)' }).pressSequentially('1239');
    await page.getByRole('textbox', { name: 'Sicherheitscode (CVC)' }).fill('123');
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await expect(page.getByRole('dialog', { name: 'Zahlung bestätigen' })).toBeVisible();
    await expectInside(page, '3-D Secure confirmation');
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Erfolg' })).toBeVisible();
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Rechnung .* vom / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Rechnung / })).toBeVisible();
    await expectInside(page, 'invoice');
  });

  test('the cookie banner fits, in French', async ({ browser }) => {
    const page = await browser.newPage({ viewport: NARROW });
    await page.goto('/fr/login');
    const banner = page.getByRole('region', { name: /Cookie/i });
    await expect(banner).toBeVisible();
    expect((await horizontalOverflow(page)).px).toBe(0);
    await page.close();
  });
});
