import { expect, test, type Page } from '@playwright/test';
import {
  collectPageErrors,
  collectWidgetRequests,
  expectNoAxeViolations,
  hostErrors,
  hostStyles,
  layoutOf,
} from './helpers';

// The React 18.3 partner page with the npm widgets (issue 8: peer range ^18.3 || ^19).

const reviewsRegion = (page: Page) =>
  page.getByRole('region', { name: 'Reviews of Sonnenschein Berlin' });
const boosterRegion = (page: Page) =>
  page.getByRole('region', { name: 'Review Sonnenschein Berlin on Google' });

test('both widgets render under React 18.3, with their own texts', async ({ page }) => {
  const pageErrors = collectPageErrors(page);
  await page.goto('/react/');
  await expect(page.getByRole('heading', { name: 'Partner portal on React 18.3.1' })).toBeVisible();
  await expect(reviewsRegion(page).getByRole('listitem')).toHaveCount(3);
  await expect(reviewsRegion(page).getByRole('img', { name: /^[45] out of 5 stars$/ })).toHaveCount(
    3,
  );
  await expect(
    boosterRegion(page).getByRole('link', { name: /Write a review on Google/ }),
  ).toBeVisible();
  await page.goto('/react/?locale=fr');
  await expect(
    page.getByRole('region', { name: 'Avis sur Sonnenschein Berlin' }).getByRole('listitem'),
  ).toHaveCount(3);
  expect(pageErrors).toEqual([]);
  expect(await hostErrors(page)).toEqual([]);
});

test('consent required: no request before the click, then both widgets load', async ({ page }) => {
  const requests = collectWidgetRequests(page);
  await page.goto('/react/?consent=required');
  const load = page.getByRole('button', { name: 'Load content' });
  await expect(load).toHaveCount(2);
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  await load.first().click();
  await expect(reviewsRegion(page).getByRole('listitem')).toHaveCount(3);
  await expect(boosterRegion(page).getByRole('link')).toBeVisible();
  expect(requests).toHaveLength(2);
});

for (const [name, query, text] of [
  ['an unknown location', '?location=loc-nope', 'This location is not available.'],
  ['a bad token', '?token=wrong', 'This widget may not show this location.'],
  ['an offline API', '', 'The content cannot be loaded right now.'],
] as const) {
  test(`${name}: a small message in each widget, nothing reaches the host`, async ({ page }) => {
    const pageErrors = collectPageErrors(page);
    if (name === 'an offline API') {
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    }
    await page.goto(`/react/${query}`);
    await expect(page.getByRole('alert')).toHaveText([text, text]);
    expect(await hostErrors(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('isolation: scoped classes resist the hostile sheet, and touch nothing of the host', async ({
  page,
}) => {
  const layouts = async (query: string) => {
    await page.goto(`/react/${query}`);
    await expect(boosterRegion(page).getByRole('link')).toBeVisible();
    await expect(reviewsRegion(page).getByRole('listitem')).toHaveCount(3);
    return [await layoutOf(reviewsRegion(page)), await layoutOf(boosterRegion(page))];
  };
  expect(await layouts('')).toEqual(await layouts('?hostile=0'));

  const selectors = ['html', 'body', 'h1', '#host-text', '#host-button'];
  await page.goto('/react/?widgets=0');
  const without = await hostStyles(page, selectors);
  await page.goto('/react/');
  await expect(boosterRegion(page).getByRole('link')).toBeVisible();
  expect(await hostStyles(page, selectors)).toEqual(without);
  await expect(page.locator('#host-button')).toHaveCSS('font-family', 'serif');

  // The widgets' stylesheet (the page's only bundled CSS) holds class selectors only: each
  // selector of a list starts with one of our classes, or with `:where()` of our classes (the
  // theme's shield against a host's text rules, which must not outweigh a component's class).
  const topLevel = (selector: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < selector.length; i += 1) {
      const char = selector[i];
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (char === ',' && depth === 0) {
        parts.push(selector.slice(start, i).trim());
        start = i + 1;
      }
    }
    return [...parts, selector.slice(start).trim()];
  };
  const scoped = (part: string): boolean => {
    const where = /^:where\(([^()]*)\)/.exec(part);
    return where
      ? topLevel(where[1] ?? '').every((inner) => /^\.[\w-]+$/.test(inner))
      : part.startsWith('.');
  };
  const cssSelectors = await page.evaluate(() => {
    const walk = (rule: CSSRule): string[] =>
      rule instanceof CSSStyleRule
        ? [rule.selectorText]
        : 'cssRules' in rule
          ? Array.from((rule as CSSGroupingRule).cssRules).flatMap(walk)
          : [];
    return Array.from(document.styleSheets)
      .filter((sheet) => sheet.href?.includes('/react/assets/'))
      .flatMap((sheet) => Array.from(sheet.cssRules).flatMap(walk));
  });
  expect(cssSelectors.length).toBeGreaterThan(20);
  expect(cssSelectors.filter((selector) => !topLevel(selector).every(scoped))).toEqual([]);
  expect(scoped(':where(.a, .b) :not(lp-shield)')).toBe(true);
  expect(scoped(':where(.a, body) p')).toBe(false);
  expect(topLevel('* , .a').every(scoped)).toBe(false);
});

test('axe finds no violations; the keyboard operates the carousel', async ({ page }) => {
  await page.goto('/react/?layout=carousel');
  const region = reviewsRegion(page);
  await expect(region.getByRole('group', { name: '1 of 3' })).toBeVisible();
  await expect(boosterRegion(page).getByRole('link')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator('#host-button').focus();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Stop automatic rotation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
  // The rotation may have moved on while axe ran (a loaded CI run stopped it on the second
  // review), so the steps are counted from the review it stopped on.
  const stoppedOn = region.getByRole('group', { name: /^[1-3] of 3$/ });
  const current = Number(((await stoppedOn.getAttribute('aria-label')) ?? '').split(' ')[0]);
  const previous = current === 1 ? 3 : current - 1;
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Previous review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('group', { name: `${previous} of 3` })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(region.getByRole('group', { name: `${current} of 3` })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(boosterRegion(page).getByRole('link')).toBeFocused();
});
