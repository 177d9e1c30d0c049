import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectToastsCoverNothingNeeded, signIn } from './helpers';

// Whole journeys of many steps: the default 30 s per test is too little on a busy machine.
test.describe.configure({ timeout: 90_000 });

/*
 * Issue 19, "the bugs an owner hit in one afternoon", the money part: a mixed-VAT cart (the
 * responder is priced plus VAT, the booster incl. VAT) through checkout to a success page that
 * says what was bought, then a cancellation at the end of the period and its undo. Seed: the
 * review responder runs for "Bäckerei Sonnenschein GmbH" at Berlin and Hamburg (loc-1, loc-2).
 * Every step waits on what the page shows, never on time.
 */

test('a mixed-VAT cart is paid, the success page says what was bought, and a cancellation is undone', async ({
  page,
}) => {
  await signIn(page);
  await acceptCookies(page);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add Review Responder to cart' }).click();
  await page.getByRole('button', { name: 'Add Review Booster to cart' }).click();
  await expect(page.getByText('2 items in the cart')).toHaveCount(1);

  // Each line says how many locations it covers (every eligible one) and its tax behaviour.
  const cart = page.getByRole('region', { name: 'Cart' });
  const responder = cart.getByRole('listitem').filter({ hasText: 'Review Responder' });
  const booster = cart.getByRole('listitem').filter({ hasText: 'Review Booster' });
  await expect(responder.getByRole('button', { name: '3 locations Change' })).toBeVisible();
  await expect(booster.getByRole('button', { name: '5 locations Change' })).toBeVisible();
  await expect(responder.getByText('plus VAT').first()).toBeVisible();
  await expect(booster.getByText('incl. VAT').first()).toBeVisible();
  const total = cart.getByText(/^Total per month: /);
  await expect(total).toBeVisible();
  const gross = /^Total per month: (.+?) incl\. VAT/.exec((await total.textContent()) ?? '')?.[1];
  expect(gross).toMatch(/^\d[\d.]*,\d\d\s€$/);

  await cart.getByRole('button', { name: 'Go to checkout' }).click();
  await page.getByRole('radio', { name: /Bäckerei Sonnenschein GmbH/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  // Digits alone: the field formats them as MM/YY.
  const expiry = page.getByRole('textbox', { name: 'Expiry (MM/YY)' });
  await expiry.pressSequentially('1239');
  await expect(expiry).toHaveValue('12/39');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();

  // What was bought, for which locations, from when and per month (the cart's gross total).
  await expect(page.getByRole('heading', { level: 2, name: 'Success' })).toBeVisible();
  const bought = page.getByLabel('What you bought');
  await expect(bought.getByText('Review Responder', { exact: true })).toBeVisible();
  await expect(bought.getByText('Review Booster', { exact: true })).toBeVisible();
  await expect(bought.getByText('Runs from')).toBeVisible();
  await expect(bought.getByText(`${gross} incl. VAT`)).toBeVisible();
  await expect(page.getByText(/^sub_/)).toBeHidden();
  await page.getByRole('button', { name: 'Reference numbers for support' }).click();
  await expect(page.getByText('sub_demo_1')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // The booster joined the running subscription on the same locations: one name for both.
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const name = 'Review responder and Review booster for 5 locations';
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item.getByText('Renews monthly')).toBeVisible();
  await item.getByRole('button', { name: `Cancel subscription: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByRole('radio', { name: 'Too expensive' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Cancel subscription now' }).click();
  await expect(dialog).toBeHidden();

  await expect(item.getByText(/^Ends on /).first()).toBeVisible();
  await item.getByRole('button', { name: `Undo cancellation: ${name}` }).click();
  await expect(item.getByText('Renews monthly')).toBeVisible();
  await expect(item.getByText(/^Ends on /)).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Cancel subscription: ${name}` })).toBeEnabled();
});

test.describe('on a 375 px phone (issue "Phone-first", WCAG 1.4.10; found in the German trial)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  /** The page never scrolls sideways; each price line's amount is inside the viewport. */
  async function expectNoSidewaysScroll(page: Page) {
    await expect
      .poll(() =>
        page.evaluate(() => {
          const root = document.scrollingElement as HTMLElement;
          return root.scrollWidth - root.clientWidth;
        }),
      )
      .toBeLessThanOrEqual(0);
  }

  test('the payment step, the success page and an invoice fit the screen', async ({ page }) => {
    await signIn(page);
    await acceptCookies(page);
    await page.goto('/shop');
    const cart = page.getByRole('region', { name: 'Cart' });
    const booster = page.getByRole('button', { name: 'Add Review Booster to cart' });
    const boosterAt = (await booster.boundingBox())!.y;
    await page.getByRole('button', { name: 'Add Review Responder to cart' }).tap();
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    // Adding moves no other card: "Already in your cart." pushed the booster's button down, out
    // from under the next tap, which was then lost (seen in a clean-clone run under load).
    expect((await booster.boundingBox())!.y).toBe(boosterAt);
    // The toast stack is a lazy chunk that mounts with the first toast and then picks its edge:
    // under load it came in under the finger during the next tap, which was lost (clean-clone
    // CI run of 22dbab8). A person sees the toast before the next tap; so does the test.
    await expect(
      page
        .getByRole('alertdialog')
        .filter({ hasText: 'Review Responder was added to your cart for' }),
    ).toBeVisible();
    await expectToastsCoverNothingNeeded(page);
    await booster.tap();
    await expect(cart.getByRole('listitem')).toHaveCount(2);
    // Issue "Trust in every action": the "added" toast never covers the next step. `tap` waits
    // until the button itself receives the touch; a toast over it would time the test out.
    await expect.poll(() => page.getByRole('alertdialog').count()).toBeLessThanOrEqual(1);
    await expectToastsCoverNothingNeeded(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).tap();
    await page.getByRole('radio', { name: /Bäckerei Sonnenschein GmbH/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1239');
    await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Success' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const perMonth = page.getByLabel('What you bought').getByText(/incl\. VAT$/);
    const box = await perMonth.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Invoice .* of / })
      .first()
      .click();
    const invoice = page.getByRole('dialog', { name: /^Invoice / });
    await expect(invoice.getByText('Net amount')).toBeVisible();
    // An amount stays on one line (it broke one character per line in the trial).
    const net = invoice.getByText('Net amount').locator('xpath=following-sibling::dd[1]');
    const netBox = await net.boundingBox();
    const lineHeight = await net.evaluate(
      (el) => parseFloat(getComputedStyle(el).lineHeight) || 24,
    );
    expect(netBox?.height).toBeLessThan(lineHeight * 1.5);
    await expectNoSidewaysScroll(page);
  });
});
