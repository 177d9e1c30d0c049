import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, devices, signIn } from './helpers';

/*
 * Seventh owner trial (German owner): "Toasts cover controls." On the desktop „Das hat geklappt –
 * Review Booster wurde für 6 Standorte …" covered half of „Zur Kasse" at the end of the shop page;
 * on the phone toasts covered the lower cards and buttons. Toasts now sit at the top, below the
 * header: full width on a phone, top right on a desktop, never over the cart's checkout button
 * or a bar stuck to the bottom of the screen.
 */

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface Layout {
  toast: Rect | null;
  checkout: Rect;
  /** Bars stuck to the bottom of the screen (position fixed or sticky with a bottom inset). */
  bottomBars: Rect[];
  viewport: { width: number; height: number };
}

/**
 * Scrolls to the end of the page, where the trial saw „Zur Kasse" (d39), lets two frames render
 * (what the owner sees, after any layout reacting to the scroll) and measures the toasts, the
 * checkout button and any bar stuck to the bottom.
 */
function measureAtPageEnd(page: Page): Promise<Layout> {
  return page.evaluate(async () => {
    const root = document.scrollingElement as HTMLElement;
    root.scrollTop = root.scrollHeight;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const rect = (el: Element): Rect => {
      const { top, bottom, left, right } = el.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const region = document.querySelector('[data-toast-region]');
    const checkout = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Zur Kasse',
    );
    if (!checkout) throw new Error('No „Zur Kasse" button');
    const bottomBars = [...document.querySelectorAll('body *')]
      .filter((el) => !region?.contains(el) && !el.contains(region))
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          (style.position === 'fixed' || style.position === 'sticky') && style.bottom !== 'auto'
        );
      })
      .map(rect)
      .filter((box) => box.bottom > box.top && box.top < window.innerHeight);
    return {
      toast: region && region.getBoundingClientRect().height > 0 ? rect(region) : null,
      checkout: rect(checkout),
      bottomBars,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

const intersects = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const device of devices) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${device.name}, ${scheme}`, () => {
      test.use({ ...device.use, colorScheme: scheme });

      test('the "added to cart" toast covers neither „Zur Kasse" nor a bottom bar', async ({
        page,
      }, testInfo) => {
        await acceptCookies(page);
        await signIn(page);
        await page.goto('/de/shop');
        await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
        const add = page.getByRole('button', { name: 'Review Booster in den Warenkorb' });
        if (device.touch) await add.tap();
        else await add.click();
        const toast = page
          .getByRole('alertdialog')
          .filter({ hasText: /Review Booster wurde für \d+ Standorte/ });
        await expect(toast).toBeVisible();
        const checkout = page.getByRole('button', { name: 'Zur Kasse' });
        await expect(checkout).toBeEnabled();

        const layout = await measureAtPageEnd(page);
        expect(layout.toast, 'the toast is still shown').not.toBeNull();
        const box = layout.toast!;
        // The checkout button is on screen at the page's end, as in the trial.
        expect(layout.checkout.bottom).toBeLessThanOrEqual(layout.viewport.height);
        expect(intersects(box, layout.checkout), JSON.stringify(layout)).toBe(false);
        for (const bar of layout.bottomBars) {
          expect(intersects(box, bar), JSON.stringify(layout)).toBe(false);
        }
        // Where a polished product puts them: the upper part of the screen, inside its edges.
        expect(box.top).toBeGreaterThan(0);
        expect(box.bottom).toBeLessThan(layout.viewport.height / 2);
        expect(box.left).toBeGreaterThan(0);
        expect(box.right).toBeLessThan(layout.viewport.width);
        if (device.touch) {
          // Full width, with the page's margins.
          expect(box.right - box.left).toBeGreaterThan(layout.viewport.width - 48);
        } else {
          // The right corner, clear of the side navigation and the content's left column.
          expect(box.left).toBeGreaterThan(layout.viewport.width / 2);
        }

        // For a person to look at (light and dark runs): the report's attachments.
        await page.screenshot({
          path: testInfo.outputPath(`toast-${device.touch ? 'phone' : 'desktop'}-${scheme}.png`),
        });
      });
    });
  }
}

test('a toast moves off the control the keyboard is on (WCAG 2.4.11), and back when focus leaves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await acceptCookies(page);
  await signIn(page);
  await page.goto('/shop');
  const add = page.getByRole('button', { name: 'Add Review Booster to cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  const toast = page.getByRole('alertdialog').filter({ hasText: /Review Booster was added/ });
  await expect(toast).toBeVisible();
  // "Reload products and locations" sits at the top right, where the toasts usually are.
  const reload = page.getByRole('button', { name: 'Reload products and locations' });
  await reload.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(reload).toBeFocused();
  const covers = async () => {
    const [a, b] = [await toast.boundingBox(), await reload.boundingBox()];
    return (
      a!.x < b!.x + b!.width &&
      b!.x < a!.x + a!.width &&
      a!.y < b!.y + b!.height &&
      b!.y < a!.y + a!.height
    );
  };
  await expect.poll(covers).toBe(false);
  // On to the product cards below: the toast returns to its usual place, the top.
  await page.keyboard.press('Tab');
  await expect(reload).not.toBeFocused();
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeLessThan(200);
});

test('on a phone, the toasts wait while the navigation drawer is open, and come back when it closes (owner trials 9 and 10)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await acceptCookies(page);
  await signIn(page);
  await page.goto('/de/shop');
  await page.getByRole('button', { name: 'Review Booster in den Warenkorb' }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: /Review Booster wurde für/ });
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Navigation öffnen' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link').first()).toBeVisible();
  // At the top the toast hid the drawer's first entries (trial 9), at the bottom its last ones
  // (trial 10): the drawer is as tall as the screen, so the toasts wait.
  const region = page.locator('[data-toast-region]');
  await expect(region).toHaveAttribute('data-placement', 'hidden');
  await expect(toast).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(region).not.toHaveAttribute('data-placement', /./);
});
