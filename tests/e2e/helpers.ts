import type { lastMockEmail, mockControls } from '@locperf/mocks';
import { expect, type Page } from '@playwright/test';

/** Demo accounts of the mock backend (packages/mocks/src/db.ts). */
export const OWNER = { email: 'owner@demo.locperf.test', password: 'Demo-Owner1!' };
export const ADMIN = { email: 'admin@demo.locperf.test', password: 'Demo-Admin1!' };

/** Signs in through the login form, from whatever page the browser is on. */
export async function signIn(page: Page, account = OWNER, path = '/login'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(path);
  await page.getByRole('textbox', { name: /email|E-Mail|e-mail/i }).fill(account.email);
  await page
    .getByLabel(/^(Password|Passwort|Mot de passe)/)
    .first()
    .fill(account.password);
  await page.getByRole('button', { name: /^(Sign in|Anmelden|Se connecter)$/ }).click();
  // Wait until the sign-in has answered and left the login page: a page.goto racing it aborts
  // the request, and the test then runs signed out (seen under load in CI).
  await page.waitForURL((url) => !/\/login\/?$/.test(url.pathname), { timeout: 30_000 });
}

/** Accepts the cookie banner so it does not cover the page. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, thirdParty: true }));
  });
}

/** Switches a mock endpoint of the in-browser demo backend (apps/web/src/main.tsx). */
export async function overrideMock(
  page: Page,
  endpointId: string,
  mode: Record<string, unknown>,
): Promise<void> {
  await page.waitForFunction(() => window.locperfDemo !== undefined);
  await page.evaluate(([id, m]) => window.locperfDemo?.controls.override(id, m as never), [
    endpointId,
    mode,
  ] as const);
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^(Logout|Abmelden|Déconnexion)$/ })).toBeVisible();
}

declare global {
  interface Window {
    /**
     * Demo mode's mock backend switches, as apps/web/src/bootstrap.tsx declares them (the same
     * type, so the two declarations merge when the workspace is checked as one program).
     */
    locperfDemo?: { controls: typeof mockControls; lastEmail: typeof lastMockEmail };
  }
}

/** Sets a plain field of the in-browser mock backend's controls, e.g. `importDelayMs`. */
export async function setMockControl(page: Page, name: string, value: unknown): Promise<void> {
  await page.waitForFunction(() => window.locperfDemo !== undefined);
  await page.evaluate(
    ([key, v]) => {
      (window.locperfDemo?.controls as unknown as Record<string, unknown>)[key as string] = v;
    },
    [name, value] as const,
  );
}

/**
 * Issue "Trust in every action": the shown toasts cover no primary action (ui marks them with
 * `data-toast-avoid`) and not the focused element. Polled: the lazy toast stack mounts with the
 * first toast, a frame or more after it was pushed.
 */
export async function expectToastsCoverNothingNeeded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const region = document.querySelector('[data-toast-region]');
        if (!region) return { covered: [] as string[] };
        const r = region.getBoundingClientRect();
        const targets = [
          ...document.querySelectorAll('[data-toast-avoid]'),
          document.activeElement,
        ];
        const covered = targets
          .filter((el): el is Element => !!el && el !== document.body && !region.contains(el))
          .filter((el) => {
            const b = el.getBoundingClientRect();
            return (
              b.height > 0 &&
              b.left < r.right &&
              r.left < b.right &&
              b.top < r.bottom &&
              r.top < b.bottom
            );
          })
          .map((el) => el.textContent?.trim() ?? el.tagName);
        return { covered };
      }),
    )
    .toEqual({ covered: [] });
}

/** The two ways the owner uses the app in the journeys: a desktop with a mouse or keyboard, a 375 px touch phone. */
export const devices = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, touch: false },
  {
    name: '375 px phone',
    use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    touch: true,
  },
] as const;
