import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Which axe rules a sweep runs. Colour contrast, by far the slowest rule (it resolves the colours
 * behind every text node), depends on the colour mode but not on the language; every other rule
 * reads the DOM, which depends on the language but not on the mode. So the sweeps split them
 * (CI time) and still cover every locale and mode with every rule.
 */
export type AxeRules = 'all' | 'contrast' | 'structure';

/** Fails the test on any axe violation (WCAG 2.2 A and AA rules). */
export async function expectNoAxeViolations(page: Page, rules: AxeRules = 'all'): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // react-aria's live announcer keeps each announcement for 7 s; one that names an element by
    // aria-labelledby (react-aria's own dialogs do) outlives that element when the page changes
    // within those seconds, and axe then sees an unnamed img. It was read when it was added.
    .exclude('[data-live-announcer]');
  if (rules === 'contrast') builder = builder.withRules(['color-contrast']);
  if (rules === 'structure') builder = builder.disableRules(['color-contrast']);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
