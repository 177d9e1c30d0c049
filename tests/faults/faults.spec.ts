import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectSignedIn, OWNER, overrideMock } from '../e2e/helpers';

/*
 * Fault tolerance (issue 9): the mock backend is switched per test. For each fault the page
 * stays usable, the user sees a translated message, and nothing typed is lost: after the fault
 * clears, the same form submits without retyping.
 */

async function clearMock(page: Page, endpointId: string): Promise<void> {
  await page.evaluate((id) => {
    (window.locperfDemo?.controls as unknown as { clear(id?: string): void }).clear(id);
  }, endpointId);
}

async function fillLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /email/i }).fill(OWNER.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(OWNER.password);
}

const submit = (page: Page) => page.getByRole('button', { name: /^Sign in$/ }).click();

/** The login form still holds what was typed. */
async function expectLoginKept(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(OWNER.email);
  await expect(page.getByLabel(/^Password/).first()).toHaveValue(OWNER.password);
}

/** Clears the fault and submits again without retyping: the user gets in. */
async function recover(page: Page): Promise<void> {
  await clearMock(page, 'signIn');
  await clearMock(page, 'getSession');
  await submit(page);
  await expectSignedIn(page);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const generalError = /went wrong|error|failed|Fehler|erreur/i;

const faults: Array<{ name: string; mode: Record<string, unknown>; message: RegExp }> = [
  { name: '500', mode: { status: 500 }, message: /500/ },
  { name: '429', mode: { status: 429 }, message: /too many|429/i },
  { name: 'a malformed JSON body', mode: { malformed: true }, message: generalError },
  { name: 'the network going away', mode: { networkError: true }, message: /network/i },
];

for (const fault of faults) {
  test(`sign-in answering ${fault.name}: a translated message, the form keeps its values`, async ({
    page,
  }) => {
    await fillLogin(page);
    await overrideMock(page, 'signIn', fault.mode);
    await submit(page);
    await expect(page.getByText(fault.message).first()).toBeVisible();
    await expectLoginKept(page);
    await recover(page);
  });
}

test('a 422 puts the message on its field and keeps the values', async ({ page }) => {
  await fillLogin(page);
  await overrideMock(page, 'signIn', {
    status: 422,
    body: { violations: [{ propertyPath: 'email', key: 'validation.email', params: {} }] },
  });
  await submit(page);
  await expect(page.getByText(/Invalid Email Address/i)).toBeVisible();
  await expectLoginKept(page);
  await recover(page);
});

test('a session answer that fails its schema: signed out with a message, nothing crashes', async ({
  page,
}) => {
  await fillLogin(page);
  await overrideMock(page, 'getSession', { status: 200, body: { email: 42 } });
  await submit(page);
  // The first attempt has ended (the button is no longer busy) before the fault is cleared: the
  // heading and the kept fields are there all along, so without this the test cleared the fault
  // and pressed again while the first sign-in was still on its way (failed once in a clean-clone
  // run, the second press waiting on a busy button).
  await expect(page.getByRole('button', { name: /^Sign in$/ })).toBeEnabled();
  await expect(page.getByRole('heading', { name: /^Sign in$/ })).toBeVisible();
  await expectLoginKept(page);
  await recover(page);
});

test('a 10-second delay: the button says it is busy, the page stays usable, then it goes on', async ({
  page,
}) => {
  test.setTimeout(40_000);
  await fillLogin(page);
  await overrideMock(page, 'signIn', { delayMs: 10_000 });
  await submit(page);
  // The button shows it is busy; the rest of the page stays usable meanwhile.
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectLoginKept(page);
  await page.getByRole('button', { name: /language/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Logout$/ })).toBeVisible({ timeout: 15_000 });
});
