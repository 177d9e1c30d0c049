import { issueToken, mockDb, resetMockDb } from '@locperf/mocks';
import { expect, userEvent, within } from 'storybook/test';

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

/** Presses a form's submit button. */
export async function submit(canvasElement: HTMLElement, name: string | RegExp): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** Asserts the submit button shows its pending spinner. */
export async function expectPending(canvasElement: HTMLElement, label: string): Promise<void> {
  await expect(
    await within(canvasElement).findByRole('progressbar', { name: label }),
  ).toBeVisible();
}
