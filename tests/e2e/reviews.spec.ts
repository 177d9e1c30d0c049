import { expect, test } from '@playwright/test';
import { acceptCookies, expectSignedIn, setMockControl, signIn } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));
// One long journey on a shared 2-core machine: it takes about 30 s, give it room.
test.setTimeout(75_000);

/**
 * Issue 7, Done when: connect Google (mock consent), grant a location, see imported reviews,
 * filter to unanswered 1-2 star reviews, generate an AI reply, edit and publish it, delete it;
 * set the responder to formal and auto-publish from 4 stars.
 */
test('review journey: Google, import, triage, reply lifecycle, responder settings', async ({
  page,
}) => {
  await signIn(page);
  await expectSignedIn(page);
  await page.goto('/settings/google-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Google accounts' })).toBeVisible();
  // Long enough that the progress is seen on a busy machine, short enough for the journey.
  await setMockControl(page, 'importDelayMs', 2500);

  // Connect: the mock consent returns with ?rmsg=, which the shell shows as a toast.
  await page.getByRole('button', { name: 'Connect a Google account' }).click();
  await expect(page.getByText('Google account connected')).toBeVisible();
  await expect(page).not.toHaveURL(/rmsg=/);
  const account = page.getByRole('region', { name: 'standort3@sonnenschein.example' });
  await expect(account).toBeVisible();

  // Grant its location: the import runs, then its reviews are there.
  await account.getByRole('button', { name: 'Grant Sonnenschein Filiale 3' }).click();
  await expect(account.getByRole('progressbar', { name: 'Importing reviews…' })).toBeVisible();
  await expect(account.getByText('Reviews imported.')).toBeVisible();

  await page.getByRole('link', { name: 'Reviews', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await page.getByRole('button', { name: /Location$/ }).click();
  await page.getByRole('option', { name: 'Sonnenschein Filiale 3' }).click();
  await expect(page).toHaveURL(/[?&]location=loc-7/);
  await expect(page.getByText('20 reviews')).toBeVisible();
  await expect(
    page.getByRole('feed', { name: 'Reviews' }).getByRole('article').first(),
  ).toContainText('Location: Sonnenschein Filiale 3');

  // Unanswered 1-2 star reviews of every location; the filters land in the URL.
  await page.getByRole('button', { name: /Location$/ }).click();
  await page.getByRole('option', { name: 'All locations' }).click();
  // react-aria draws its own box over the native input: press the label, as a user does.
  await page.getByText('1 star', { exact: true }).click();
  await page.getByText('2 stars', { exact: true }).click();
  await page.getByRole('button', { name: /Response$/ }).click();
  await page.getByRole('option', { name: 'No reply' }).click();
  await expect(page).toHaveURL(/rating=1%2C2/);
  await expect(page).toHaveURL(/response=none/);
  const feed = page.getByRole('feed', { name: 'Reviews' });
  await expect(feed.getByRole('article').first()).toContainText('No reply');
  // The filtered view survives a reload (bookmarkable).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '2 stars' })).toBeChecked();

  // Keyboard triage: j moves to the second review, r opens its reply editor.
  await feed.getByRole('article').first().focus();
  await page.keyboard.press('j');
  const second = feed.getByRole('article').nth(1);
  await expect(second).toBeFocused();
  const author = (await second.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: `Reply to ${author}` });
  await expect(dialog).toBeVisible();

  // Generate with AI, edit, publish, delete.
  await dialog.getByRole('button', { name: 'Generate with AI' }).click();
  await expect(dialog.getByText('AI draft ready: check it, then publish.')).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Your reply' });
  await expect(box).not.toHaveValue('');
  await box.press('ControlOrMeta+End');
  await box.pressSequentially(' Wir melden uns.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  // Issue 19: the window closes after publishing and focus returns to the review.
  await expect(dialog).toBeHidden();
  await expect(page.locator(':focus')).not.toHaveCount(0);
  await expect(page.locator('body')).not.toBeFocused();

  // Deleting the public reply asks first; Escape after deleting closes the editor.
  await second.focus();
  await page.keyboard.press('r');
  await expect(dialog.getByText(/^Published on /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete reply' }).click();
  await expect(dialog.getByRole('button', { name: 'Keep reply' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete on Google' }).click();
  await expect(dialog.getByText('Reply deleted on Google.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your reply' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Responder: formal, auto-publish from 4 stars.
  await page.goto('/settings/review-responder');
  await page.getByText('Formal', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Formal', exact: true })).toBeChecked();
  await page.getByText('Publish AI replies automatically', { exact: true }).click();
  await expect(
    page.getByRole('switch', { name: 'Publish AI replies automatically' }),
  ).toBeChecked();
  await page.getByRole('button', { name: /Auto-publish from$/ }).click();
  await page.getByRole('option', { name: '4 stars and more' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your changes have been saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Formal', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: /Auto-publish from$/ })).toContainText(
    '4 stars and more',
  );
});

test('keyboard focus moved through the reviews stays in sight on the page (desktop trial)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page);
  await page.goto('/reviews');
  const feed = page.getByRole('feed', { name: 'Reviews' });
  await feed.getByRole('article').first().focus();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('j');
  const focused = feed.locator('article:focus');
  await expect(focused).toHaveAttribute('aria-posinset', '7');
  await expect(focused).toBeInViewport();
});

test('opened on a reply, the editor puts the caret at its end, where the owner adds to it (partner trial 7)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/reviews?response=manual');
  const feed = page.getByRole('feed', { name: 'Reviews' });
  const first = feed.getByRole('article').first();
  await first.focus();
  const author = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await page.keyboard.press('r');
  const box = page
    .getByRole('dialog', { name: `Reply to ${author}` })
    .getByRole('textbox', { name: 'Your reply' });
  await expect(box).toBeFocused();
  const before = await box.inputValue();
  expect(before.length).toBeGreaterThan(0);
  await page.keyboard.type(' PS: bis bald.');
  await expect(box).toHaveValue(`${before} PS: bis bald.`);
});
