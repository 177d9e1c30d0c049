import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, devices, overrideMock, signIn } from './helpers';

/**
 * Issue 18, answering at scale: the owner applies a saved reply template in the reply editor and
 * its placeholders are filled from the review; the AI quota at zero shows the way to the shop
 * instead of a dead end. On a desktop by keyboard and on a 375 px phone by touch.
 */

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);
    test.beforeEach(async ({ page }) => acceptCookies(page));
    test.setTimeout(90_000);

    const press = (target: Locator) => (device.touch ? target.tap() : target.click());

    async function signInHome(page: Page) {
      await signIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    }

    /** The first unanswered German review in the inbox. */
    async function firstGermanReview(page: Page) {
      await page.goto('/reviews?response=none&language=de');
      const review = page.getByRole('feed', { name: 'Reviews' }).getByRole('article').first();
      await expect(review).toBeVisible();
      return review;
    }

    /** Opens the reply editor on a review; returns it and the author. */
    async function openEditor(page: Page, review: Locator) {
      const author = (await review.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await press(review.getByRole('button', { name: `Reply to ${author}` }));
      const editor = page.getByRole('dialog', { name: `Reply to ${author}` });
      await expect(editor.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
      return { editor, author };
    }

    test('the owner applies a template and its placeholders are filled from the review', async ({
      page,
    }) => {
      await signInHome(page);
      const { editor, author } = await openEditor(page, await firstGermanReview(page));
      const box = editor.getByRole('textbox', { name: 'Your reply' });
      // The location and business names are loaded before the template goes in.
      await expect(editor.getByText(/AI replies left until/)).toBeVisible();
      const insert = editor.getByRole('button', { name: 'Insert template' });
      if (device.touch) {
        await insert.tap();
        await page.getByRole('menuitem', { name: 'Dank für 5 Sterne (German)' }).tap();
      } else {
        // Keyboard only: Enter opens the menu on the first item, the review's language first.
        await insert.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem').first()).toHaveText('Dank für 5 Sterne (German)');
        await expect(page.getByRole('menuitem').first()).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(box).toHaveValue(
        new RegExp(
          `^Guten Tag ${author}, herzlichen Dank für Ihre [1-5] Sterne! Wir freuen uns, Sie bald wieder in Sonnenschein [A-Za-zäöüß]+ begrüßen zu dürfen\\. Ihr Team von Bäckerei Sonnenschein GmbH$`,
        ),
      );
      await expect(box).toBeFocused();
      await expect(editor.getByText('Template Dank für 5 Sterne inserted.')).toBeVisible();
      // Undoable: the empty text comes back.
      await press(editor.getByRole('button', { name: 'Undo' }));
      await expect(box).toHaveValue('');
    });

    test('an unknown placeholder is flagged when saving a template, and nothing typed is lost', async ({
      page,
    }) => {
      await signInHome(page);
      await page.goto('/settings/review-responder#reply-templates');
      const section = page.getByRole('region', { name: 'Reply templates' });
      await press(section.getByRole('button', { name: 'New template' }));
      const form = section.getByRole('form', { name: 'New template' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Kurzer Dank');
      // The radio's input is visually hidden under its label, which takes the press.
      await press(form.getByText('Deutsch', { exact: true }));
      await expect(form.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
      const text = form.getByRole('textbox', { name: 'Text' });
      await text.fill('Danke {vorname}!');
      await press(form.getByRole('button', { name: 'Save template' }));
      await expect(form.getByText(/Unknown placeholder: \{vorname\}/)).toBeVisible();
      await expect(text).toHaveValue('Danke {vorname}!');
      await text.fill('Danke {firstName}!');
      await press(form.getByRole('button', { name: 'Save template' }));
      await expect(section.getByText('Template Kurzer Dank saved.')).toBeVisible();
      await expect(section.getByText('Kurzer Dank · German')).toBeVisible();
    });

    test('at zero AI replies the editor says what still works and leads to the shop', async ({
      page,
    }) => {
      await signInHome(page);
      // Before the inbox asks for the quota (its bulk bar reads it too), and without a reload:
      // the in-page mock backend's switches do not survive one. The router follows popstate.
      await overrideMock(page, 'getAiQuota', {
        status: 200,
        body: { limit: 50, used: 50, resetsAt: '2030-12-01T00:00:00.000Z' },
      });
      await page.evaluate(() => {
        history.pushState(null, '', '/reviews?response=none&language=de');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const review = page.getByRole('feed', { name: 'Reviews' }).getByRole('article').first();
      await expect(review).toBeVisible();
      const { editor } = await openEditor(page, review);
      const notice = editor.getByRole('alert').filter({ hasText: 'No AI replies left' });
      await expect(notice).toContainText('Until December 1, 2030');
      await expect(notice).toContainText('You can still write and publish replies yourself.');
      await expect(editor.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
      await press(notice.getByRole('link', { name: 'Get more AI replies' }));
      await expect(page).toHaveURL(/\/shop$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    });
  });
}
