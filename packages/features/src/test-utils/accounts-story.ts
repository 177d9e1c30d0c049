import { issueToken, mockDb, resetMockDb } from '@locperf/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The auth cookie of the default client config (packages/api/src/auth/config.ts). */
const TOKEN_COOKIE = 'auth.token';

/**
 * react-aria announces a pending button through a live region entry labelled by the button; a
 * story that ends while pending leaves that entry behind for 7 s, pointing at nothing, and axe
 * would flag it in the next story.
 */
export function clearAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    node.remove();
  }
}

/**
 * Removes the announcement react-aria made when `button` went pending, once the story's outcome
 * replaced the form: left behind, it points at nothing and axe flags it. react-aria makes the
 * first announcement of a page 100 ms late (it creates the live region first), so a fast mock
 * answer can show the outcome before it arrives; a story that cleared at once left it for axe.
 */
export async function clearPendingAnnouncement(button: HTMLElement): Promise<void> {
  const pending = `[data-live-announcer] [aria-labelledby~="${CSS.escape(button.id)}"]`;
  await waitFor(() => expect(document.querySelector(pending)).not.toBeNull());
  clearAnnouncements();
}

/**
 * A story `beforeEach` that signs in as a seeded user: the preview's client reads the token
 * cookie and loads the session on mount. The cleanup signs out and restores the seed, so
 * stories that save data do not change the next one's.
 */
export function signedInAs(email: string) {
  return () => {
    const user = mockDb.user.findFirst({ where: { email: { equals: email } } });
    if (!user) throw new Error(`no seeded user ${email}`);
    document.cookie = `${TOKEN_COOKIE}=${issueToken('access', user.id)}; path=/`;
    return () => {
      document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
      clearAnnouncements();
      resetMockDb();
      sessionStorage.clear();
    };
  };
}

/** A story `beforeEach` for signed-out forms: no draft, seed data afterwards. */
export function freshForm() {
  sessionStorage.clear();
  return () => {
    clearAnnouncements();
    resetMockDb();
    sessionStorage.clear();
  };
}

/** Presses a form's submit button and returns it. */
export async function submit(
  canvasElement: HTMLElement,
  name: string | RegExp,
): Promise<HTMLElement> {
  const button = within(canvasElement).getByRole('button', { name });
  await userEvent.click(button);
  return button;
}

/** Asserts the submit button shows its pending spinner. */
export async function expectPending(canvasElement: HTMLElement, label: string): Promise<void> {
  await expect(
    await within(canvasElement).findByRole('progressbar', { name: label }),
  ).toBeVisible();
}
