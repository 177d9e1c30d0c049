import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, overrideMock, signIn } from './helpers';

/**
 * Issue 18, Done when: "selects 20 drafts and publishes them in one action with a forced failure
 * on 2 that are then retried", on a desktop and on a 375 px touch phone; and a reload in the
 * middle of a bulk action loses nothing.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));
// Long journeys (20 publishes through the in-browser mock) on a shared 2-core machine.
test.setTimeout(120_000);

const failure = {
  status: 502,
  body: { messages: [{ type: 'error', key: 'google.reply.publish_failed' }] },
};

/** Fails the next publish of one review (issue 18: the mock's per-review overrides). */
async function failOnce(page: Page, reviewId: string): Promise<void> {
  await page.waitForFunction(() => window.locperfDemo !== undefined);
  await page.evaluate(
    ([id, mode]) =>
      window.locperfDemo?.controls.override('publishReviewReply', mode as never, {
        times: 1,
        params: { reviewId: id as string },
      }),
    [reviewId, failure] as const,
  );
}

/** The feed's row `n` (1-based), scrolled into reach: the list is virtualised. */
async function row(feed: Locator, n: number): Promise<Locator> {
  const article = feed.locator(`article[aria-posinset="${n}"]`);
  await expect
    .poll(async () => {
      // Found: centre it, so the virtualiser keeps it rendered. A row found on one check and
      // unrendered before the next step left the test waiting for it for two minutes (a
      // clean-clone run with a core kept busy); a row gone by now is simply looked for again.
      if (await article.count()) {
        const centred = await article
          .evaluate((element) => {
            element.scrollIntoView({ block: 'center' });
            return element.isConnected;
          })
          .catch(() => false);
        if (centred && (await article.count())) return true;
      }
      // Scroll toward the row: the list's own box on a desktop, the page on a phone.
      await feed.evaluate((element, target) => {
        const shown = [...element.querySelectorAll('article[aria-posinset]')].map((a) =>
          Number(a.getAttribute('aria-posinset')),
        );
        const delta = shown.length && target < Math.min(...shown) ? -500 : 500;
        const box = element.parentElement;
        const scroller =
          box &&
          box.scrollHeight > box.clientHeight &&
          getComputedStyle(box).overflowY !== 'visible'
            ? box
            : window;
        scroller.scrollBy(0, delta);
      }, n);
      return false;
    })
    .toBe(true);
  return article;
}

/**
 * The review's checkbox, as a pointer reaches it: its label (react-aria hides the input itself
 * under the drawn box, which takes the pointer).
 */
const selectBox = (article: Locator) =>
  article
    .getByRole('checkbox', { name: /^Select the review of / })
    .locator('xpath=ancestor::label[1]');

/** Approves and publishes the selected drafts by pointer, confirming how many. */
async function publishSelected(page: Page, count: number): Promise<void> {
  await page
    .getByRole('region', { name: 'Selected reviews' })
    .getByRole('button', { name: 'Approve and publish drafts' })
    .click();
  await page
    .getByRole('alertdialog', { name: `Publish ${count} replies to Google?` })
    .getByRole('button', { name: `Publish ${count} replies` })
    .click();
}

/** Publishes 20 drafts with 2 forced failures, then retries those two. */
async function publishTwentyWithTwoFailures(page: Page, isPhone: boolean): Promise<void> {
  await signIn(page);
  await page.goto('/reviews?response=draft');
  const feed = page.getByRole('feed', { name: 'Reviews' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const failing = [
    (await (await row(feed, 3)).getAttribute('data-review-id')) ?? '',
    (await (await row(feed, 7)).getAttribute('data-review-id')) ?? '',
  ];
  for (const id of failing) await failOnce(page, id);

  if (isPhone) {
    // Selection mode on a touch phone: a tap on each of the 20 checkboxes.
    await page.getByRole('button', { name: 'Select', exact: true }).tap();
    for (let n = 1; n <= 20; n += 1) await selectBox(await row(feed, n)).tap();
  } else {
    // Shift-click: the first, then the 20th selects the range between them.
    await selectBox(await row(feed, 1)).click();
    await selectBox(await row(feed, 20)).click({ modifiers: ['Shift'] });
  }
  const bar = page.getByRole('region', { name: 'Selected reviews' });
  await expect(bar.getByText('20 selected')).toBeVisible();
  if (isPhone) {
    // The sticky bar at the bottom of the screen, its targets sized for a thumb.
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
    for (const button of await bar.getByRole('button').all()) {
      const target = await button.boundingBox();
      expect(target!.height).toBeGreaterThanOrEqual(24);
      expect(target!.width).toBeGreaterThanOrEqual(24);
    }
  }
  const publish = bar.getByRole('button', { name: 'Approve and publish drafts' });
  if (isPhone) await publish.tap();
  else await publish.click();
  // Owner trial, finding 2: nothing goes to Google before the owner confirms how many.
  const confirmation = page.getByRole('alertdialog', { name: 'Publish 20 replies to Google?' });
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const confirm = confirmation.getByRole('button', { name: 'Publish 20 replies' });
  if (isPhone) await confirm.tap();
  else await confirm.click();

  const report = page.getByRole('region', { name: '18 of 20 published' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report).toBeFocused();
  await expect(report.getByText('2 failed:')).toBeVisible();
  const failed = report.getByRole('list', { name: 'Failed reviews' }).getByRole('listitem');
  await expect(failed).toHaveCount(2);
  for (const id of failing) {
    await expect(report.locator(`li[data-review-id="${id}"]`)).toContainText(
      'Google did not accept the reply. Please try again.',
    );
  }
  const retry = report.getByRole('button', { name: 'Retry the failed ones' });
  if (isPhone) await retry.tap();
  else await retry.click();
  await expect(page.getByRole('region', { name: '2 of 2 published' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoHorizontalScroll(page);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('desktop: 20 drafts published in one action, 2 forced failures retried', async ({ page }) => {
  await publishTwentyWithTwoFailures(page, false);
});

test.describe('on a 375 px touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test('20 drafts published in one action, 2 forced failures retried', async ({ page }) => {
    await publishTwentyWithTwoFailures(page, true);
  });
});

test('a reload in the middle of a bulk action keeps the job: resume finishes it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/reviews?response=draft');
  const feed = page.getByRole('feed', { name: 'Reviews' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  // Slow answers, so the reload lands in the middle (the override ends with the page): four go
  // at a time, so the second four answer 5 s after the first, a wide window for the reload.
  await overrideMock(page, 'publishReviewReply', { delayMs: 5_000 });
  await selectBox(await row(feed, 1)).click();
  await selectBox(await row(feed, 8)).click({ modifiers: ['Shift'] });
  const selected: string[] = [];
  for (let n = 1; n <= 8; n += 1) {
    selected.push((await (await row(feed, n)).getAttribute('data-review-id')) ?? '');
  }
  await publishSelected(page, 8);
  const progress = page.getByRole('progressbar', { name: /of 8 done$/ });
  await expect(progress).toHaveAttribute('aria-valuenow', '4', { timeout: 30_000 });

  await page.reload();
  const panel = page.getByRole('region', { name: 'Publishing drafts' });
  // Four are done; on a loaded machine one more of the second four may answer before the page
  // unloads (a clean-clone run saw 3 left), so the count is read, not assumed.
  const interrupted = panel.getByText(
    /^This action was interrupted: \d+ reviews? (is|are) still to do\.$/,
  );
  await expect(interrupted).toBeVisible();
  const left = Number(/(\d+)/.exec((await interrupted.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThanOrEqual(1);
  expect(left).toBeLessThanOrEqual(4);
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('region', { name: '8 of 8 published' })).toBeVisible({
    timeout: 30_000,
  });
  // Owner trial, finding 1: the report is true. After another reload none of the 8 is a draft
  // (the demo store kept every publish it answered).
  await page.reload();
  await expect(feed.getByRole('article').first()).toBeVisible();
  for (const id of selected) {
    await expect(feed.locator(`article[data-review-id="${id}"]`)).toHaveCount(0);
  }
});

test('signing out forgets the bulk report: the next sign-in on the tab does not show it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/reviews?response=draft');
  const feed = page.getByRole('feed', { name: 'Reviews' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await selectBox(await row(feed, 1)).click();
  await selectBox(await row(feed, 2)).click({ modifiers: ['Shift'] });
  await publishSelected(page, 2);
  const report = page.getByRole('region', { name: '2 of 2 published' });
  await expect(report).toBeVisible({ timeout: 30_000 });
  // A reload keeps it (the job lives in the tab's session storage).
  await page.reload();
  await expect(report).toBeVisible();

  // Owner trial 7: it stayed through a sign-out and the next sign-in (spec section 4, Sign-out).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await page.goto('/reviews?response=draft');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(report).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('locperf.reviews.bulk.')),
    ),
  ).toEqual([]);
});
