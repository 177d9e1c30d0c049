import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Which axe rules a sweep runs. Colour contrast, by far the slowest rule (it resolves the colours
 * behind every text node), depends on the colour mode but not on the language; every other rule
 * reads the DOM, which depends on the language but not on the mode. So the sweeps split them
 * (CI time) and still cover every locale and mode with every rule.
 */
export type AxeRules = 'all' | 'contrast' | 'structure';

/** WCAG 2.2 A and AA. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core itself, the copy @axe-core/playwright runs. That builder re-sends and re-evaluates the
 * whole 550 KB script on every check, twice, and finishes each check in a new blank page (a new
 * renderer process): over the 130 checks of the route sweeps, most of their CPU (CI time). The
 * pages have no frames, and a client navigation keeps the document, so one copy per document does.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

const options: Record<AxeRules, object> = {
  all: { runOnly: { type: 'tag', values: tags } },
  contrast: { runOnly: { type: 'rule', values: ['color-contrast'] } },
  structure: {
    runOnly: { type: 'tag', values: tags },
    rules: { 'color-contrast': { enabled: false } },
  },
};

declare global {
  interface Window {
    axe?: {
      run(
        context: object,
        options: object,
      ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
  }
}

/** Fails the test on any axe violation (WCAG 2.2 A and AA rules). */
export async function expectNoAxeViolations(page: Page, rules: AxeRules = 'all'): Promise<void> {
  // A page in a frame would not be checked: the app has none, and a new one must say so here.
  expect(page.frames(), 'the page has no frames').toHaveLength(1);
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (runOptions) => {
    // react-aria's live announcer keeps each announcement for 7 s; one that names an element
    // by aria-labelledby (react-aria's own dialogs do) outlives that element when the page
    // changes within those seconds, and axe then sees an unnamed img. It was read when it
    // was added.
    const context = { exclude: [['[data-live-announcer]']] };
    const result = await window.axe!.run(context, runOptions);
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, options[rules]);
  expect(violations).toEqual([]);
}
