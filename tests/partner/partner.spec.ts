import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { apps, partnerRoot } from './setup.mjs';
import { probeStyles } from './probes';

/** Console errors and warnings, and uncaught errors, from the start of the test. */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      messages.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The four partner widgets of the app, loaded and in German. */
async function openWidgets(page: Page, app: string) {
  await page.goto(`/${app}/`);
  const review = page.getByRole('region', { name: /^Bewertungen von / });
  await expect(review.getByRole('img', { name: /von 5 Sternen/ }).first()).toBeVisible();
  const booster = page.getByRole('region', { name: /auf Google bewerten$/ });
  await expect(booster.getByRole('link', { name: /Bewertung auf Google schreiben/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bewertungen filtern' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^[\d.]+ Bewertungen$/ })).toBeVisible();
  await expect(
    page.getByRole('feed', { name: 'Bewertungen' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Review Responder eingeschaltet' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Anrede' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible();
}

// The same page built from the sources the way Storybook builds the stories
// (reference.vite.config.ts): what the team reviews. Read once per worker.
let reference: Awaited<ReturnType<typeof probeStyles>> | undefined;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ locale: 'de-DE' });
  await openWidgets(page, 'reference');
  reference = await probeStyles(page);
  await page.close();
});

for (const [app, { bundler }] of Object.entries(apps)) {
  test.describe(app, () => {
    test('the four partner widgets render in German, styled, with a silent console', async ({
      page,
    }) => {
      const console = collectConsole(page);
      await openWidgets(page, app);
      const styles = await probeStyles(page);
      // Themed, not the browser's defaults (the Vite 8 build used to drop the CSS).
      expect(styles.frame?.['border-top-style']).toBe('solid');
      expect(styles.frame?.['border-radius']).not.toBe('0px');
      expect(styles.starFull).not.toBe(styles.starEmpty);
      expect(styles.starFull).not.toBe('rgb(0, 0, 0)');
      expect(styles.boosterButton?.['background-color']).not.toBe('rgba(0, 0, 0, 0)');
      expect(styles.settingsButton?.['background-color']).not.toBe('rgba(0, 0, 0, 0)');
      expect(styles).toEqual(reference);
      expect(console).toEqual([]);
    });

    test("the host page's inherited text styles stop at the widgets (partner trial)", async ({
      page,
    }) => {
      await openWidgets(page, app);
      const article = page.getByRole('feed', { name: 'Bewertungen' }).getByRole('article').first();
      const textStyle = () =>
        article.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.textAlign, style.textTransform, style.letterSpacing, style.fontStyle];
        });
      const before = await textStyle();
      // What a stock Vite template and a styled portal put on the page around the widgets.
      await page.addStyleTag({
        content:
          '#root, body { text-align: center; text-transform: uppercase; letter-spacing: 3px; font-style: italic; line-height: 3 }',
      });
      expect(await textStyle()).toEqual(before);
      expect(before).toEqual(['start', 'none', 'normal', 'normal']);
    });

    test("the host page's universal and element text rules stop at the widgets (fifth partner trial)", async ({
      page,
    }) => {
      await openWidgets(page, app);
      const feed = page.getByRole('feed', { name: 'Bewertungen' });
      const article = feed.getByRole('article').first();
      // Every element below the first review card: its text, headings and the stars' colour.
      const textStyles = () =>
        article.evaluate((card) =>
          [card, ...card.querySelectorAll('*')].map((element) => {
            const style = getComputedStyle(element);
            return [
              style.fontFamily,
              style.color,
              style.lineHeight,
              style.letterSpacing,
              style.textTransform,
              style.fontWeight,
              style.fontSize,
            ].join(' | ');
          }),
        );
      const before = await textStyles();
      // A portal's global sheet: rules on every element and on element types, no classes.
      await page.addStyleTag({
        content:
          '* { font-family: "Comic Sans MS", cursive; color: rgb(255, 0, 0); line-height: 3 } h3, span, p, div { letter-spacing: 4px; text-transform: uppercase }' +
          // Tailwind's preflight (partner trial 10: the headings lost their bold).
          ' h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit }',
      });
      const after = await textStyles();
      expect(after).toEqual(before);
      expect(before.some((style) => style.includes('rgb(255, 0, 0)'))).toBe(false);
    });

    test('axe finds nothing on the German widgets', async ({ page }) => {
      await openWidgets(page, app);
      await expectNoAxeViolations(page);
    });

    // Plain Node, no bundler: the Vite apps cover both React majors; the webpack app (the same
    // tarballs, React 18.3 like vite7-react18) would only repeat it.
    if (bundler === 'vite') {
      test('plain Node renders the partner entries from dist with renderToString', () => {
        // app/ssr.mjs imports the installed tarballs' `node` entries: no CSS import, no loader.
        const html = execFileSync(process.execPath, ['ssr.mjs'], {
          cwd: join(partnerRoot, app),
          encoding: 'utf8',
        });
        for (const label of [
          'Kundenbewertungen',
          'Bewertung schreiben',
          'Bewertungen filtern',
          'Einstellungen werden geladen …',
        ])
          expect(html).toContain(`aria-label="${label}"`);
      });
    }

    test('the custom elements load from the packed @locperf/embed through the bundler', async ({
      page,
    }) => {
      const console = collectConsole(page);
      await page.goto(`/${app}/elements.html`);
      const reviews = page.locator('#reviews');
      await expect(reviews.getByRole('img', { name: /von 5 Sternen/ }).first()).toBeVisible();
      // widget.js came with the app's own assets, not from a guessed /assets/widget.js.
      // A widget whose code cannot load says so, in German, instead of staying blank.
      await expect(page.locator('#broken').getByRole('status')).toHaveText(
        'Dieser Inhalt kann gerade nicht angezeigt werden.',
      );
      expect(console.filter((m) => !m.includes('/missing/widget.js'))).toEqual([]);
    });
  });
}
