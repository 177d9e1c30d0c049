import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, type AxeRules } from './axe';

/*
 * The check the route sweeps rely on (axe.ts runs axe-core itself, issue 5): it must find what
 * each rule set is for, or every sweep would pass on nothing.
 */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

const cases: [AxeRules, string, string, RegExp][] = [
  ['all', '<img src="data:,">', 'an image without a text alternative', /image-alt/],
  ['structure', '<img src="data:,">', 'an image without a text alternative', /image-alt/],
  [
    'contrast',
    '<p style="color:#bbb;background:#fff">Faint</p>',
    'grey text on white',
    /color-contrast/,
  ],
  [
    'all',
    '<p style="color:#bbb;background:#fff">Faint</p>',
    'grey text on white',
    /color-contrast/,
  ],
];

for (const [rules, body, what, rule] of cases) {
  test(`the ${rules} check finds ${what}`, async ({ page: tab }) => {
    await tab.setContent(page(body));
    const error = await expectNoAxeViolations(tab, rules).catch((e: unknown) => e);
    expect(String(error)).toMatch(rule);
  });
}

test('the structure check leaves contrast to the contrast check, and both pass a clean page', async ({
  page: tab,
}) => {
  await tab.setContent(page('<p style="color:#bbb;background:#fff">Faint</p>'));
  await expectNoAxeViolations(tab, 'structure');
  await tab.setContent(page('<p>Plain</p>'));
  await expectNoAxeViolations(tab, 'all');
});
