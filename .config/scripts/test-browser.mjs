// The Chromium the browser tests drive: the end-to-end, embedding and partner projects of
// tests/ and the stories of apps/storybook (issue 15, CI time).
import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The full browser, for what the headless shell does not do as a visitor's browser would: the
 * shell's pointer rests on the top left corner of every page it loads, a pointer over the page,
 * which starts a prerendered page's app at once (tests/production, issue 14).
 */
export const fullChromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (the headless-only build of the same Chromium) when it is
 * installed, else the full browser (TOOLCHAIN.md, never a Playwright download). The shell does
 * the same work for a third less CPU, measured here on 2 cores: the end-to-end suite took 462 s
 * against 653 s with the full browser, the stories 141 s against 164 s. `npm test` installs it
 * (lib.mjs) and sets TEST_CHROMIUM_PATH. The visual test and the benches keep the full browser:
 * their baselines and figures were made with it.
 */
export const testChromium =
  process.env.TEST_CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : fullChromium);

/** Chromium's background services try the network, which is closed here (env docs). */
export const testChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The `use` options the Playwright configs of tests/ share. No trace: recording one for every
 * test cost a quarter of the browser tests' time on two cores (CI time, measured on shell +
 * titles: 204 s with, 150 s without). To debug a failure, run it again with
 * `--trace retain-on-failure`.
 */
export const playwrightUse = {
  trace: 'off',
  launchOptions: { executablePath: testChromium, args: testChromiumArgs },
};
