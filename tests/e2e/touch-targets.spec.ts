import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies } from './helpers';

/*
 * Owner trial 13: "32 px buttons" on the phone. On a touch screen a small `Button` or
 * `IconButton` answers to a larger area around it (up to 44 px, WCAG 2.5.5) with the same look
 * and layout; with a mouse the area is the button's own box. The signed-out header's language
 * button is a 32 px `Button size="sm"`.
 */

/** The element a touch or click at `(x, y)` lands on is inside `target`. */
async function lands(page: Page, target: Locator, x: number, y: number): Promise<boolean> {
  const handle = await target.elementHandle();
  return page.evaluate(
    ([element, px, py]) => {
      const hit = document.elementFromPoint(px as number, py as number);
      return hit !== null && (element as Element).contains(hit);
    },
    [handle, x, y] as const,
  );
}

const language = (page: Page) => page.getByRole('button', { name: /, language: / });

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('a 32 px button answers to a touch just outside its edge, and looks the same', async ({
    page,
  }) => {
    await page.goto('/login');
    const button = language(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    // Its look and its place in the layout are those of a 32 px button.
    expect(Math.round(box.height)).toBe(32);
    const x = box.x + box.width / 2;
    expect(await lands(page, button, x, box.y - 3)).toBe(true);
    expect(await lands(page, button, x, box.y + box.height + 3)).toBe(true);
    // 4 px out at most: it never reaches over a neighbour a space.xs gap away.
    expect(await lands(page, button, x, box.y - 6)).toBe(false);
    // It is 65 px wide: no wider area.
    expect(box.width).toBeGreaterThan(44);
    expect(await lands(page, button, box.x - 2, box.y + box.height / 2)).toBe(false);
    // A tap just above it opens the language menu.
    await page.touchscreen.tap(x, box.y - 3);
    await expect(page.getByRole('menu')).toBeVisible();
  });
});

test.describe('with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("a button's area is its own box", async ({ page }) => {
    await page.goto('/login');
    const button = language(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    const x = box.x + box.width / 2;
    expect(await lands(page, button, x, box.y + 1)).toBe(true);
    expect(await lands(page, button, x, box.y - 3)).toBe(false);
  });
});
