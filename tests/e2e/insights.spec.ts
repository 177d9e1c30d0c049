import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { acceptCookies, signIn } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The text of a download, without the byte order mark that tells Excel it is UTF-8. */
async function textOf(download: Download): Promise<string> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1);
}

/** Issue 18, Done when: open insights for 90 days, switch a chart to its table, export CSV. */
async function insightsJourney(page: Page, openNavigation: () => Promise<void>) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await openNavigation();
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveTitle('Insights · Location Performance');

  // 90 days: the period lands in the URL, the trend has one point per week.
  await page.getByText('90 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=90d/);
  const trend = page.getByRole('region', { name: 'Rating trend' });
  await expect(trend.getByRole('img')).toHaveCount(13);
  await expect(trend.getByText(/^Average rating from/)).toBeVisible();

  // The chart as a table: a header row and the 13 weeks.
  await trend.getByRole('button', { name: 'Show as table' }).click();
  const table = trend.getByRole('table', { name: 'Rating trend' });
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(table.getByRole('columnheader', { name: 'Average rating' })).toBeVisible();

  // CSV of the location table, as the table shows it.
  const grid = page.getByRole('table', { name: 'By location' });
  await expect(grid.getByRole('rowheader')).toHaveCount(6);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^insights-90d-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await textOf(download)).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Location,Average rating,Reviews,Response rate (%),Median response time (h),Answered by AI (%),Rating change',
  );
  expect(lines).toHaveLength(7);
  // Each line has the figures of its row in the table.
  for (const line of lines.slice(1, 3)) {
    const [name, rating, count] = line.split(',');
    expect(rating).toMatch(/^[1-5](\.\d{1,2})?$/);
    const row = grid.getByRole('row').filter({ hasText: name as string });
    await expect(row).toContainText(count as string);
  }
  expect(lines.some((line) => /^Sonnenschein Dresden,,0,,,,$/.test(line))).toBe(true);
}

test('insights on a desktop: 90 days, a chart as table, CSV export', async ({ page }) => {
  await insightsJourney(page, async () => {});
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('insights: 90 days, a chart as table, CSV export, no sideways scrolling', async ({
    page,
  }) => {
    await insightsJourney(page, async () => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test('the German CSV separates with semicolons and writes decimal commas', async ({ page }) => {
  await signIn(page);
  await page.goto('/de/insights?period=12m');
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertung' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '12 Monate' })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV exportieren' }).click(),
  ]);
  const lines = (await textOf(download)).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Standort;Durchschnittliche Bewertung;Bewertungen;/);
  // A whole-number average has no decimals ("4"); the other figures show the comma.
  expect(lines[1]).toMatch(/^Sonnenschein [^;]+;\d(,\d+)?;\d+;/);
  const rows = lines.slice(1).join('\n');
  expect(rows).toMatch(/;\d+,\d+(;|$)/m);
  expect(rows).not.toMatch(/\d\.\d/);
});
