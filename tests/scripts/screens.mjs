// Screenshots of /reviews, /shop and /settings/google-account at 375 px, light and dark, into
// apps/web/docs/screens/ (referenced from the root README). Runs Debian's Chromium against the
// built app (`pnpm --filter @locperf/web build` first) in demo mode: the mock backend's seeded
// data, signed in as the demo owner. `pnpm --filter @locperf/web screens`.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'apps', 'web');
const out = join(web, 'docs', 'screens');
const port = Number(process.env.SCREENS_PORT ?? process.env.E2E_PORT ?? 4199);
const base = `http://localhost:${port}`;
const pages = [
  ['reviews', '/reviews'],
  ['shop', '/shop'],
  ['google-account', '/settings/google-account'],
];
const modes = ['light', 'dark'];

if (!existsSync(join(web, 'dist', 'index.html'))) {
  console.error('No build in apps/web/dist: run `pnpm --filter @locperf/web build` first.');
  process.exit(1);
}
mkdirSync(out, { recursive: true });

/** Serves the build unless something already answers on the port (e.g. a running preview). */
async function startServer() {
  if (await answers()) return null;
  const server = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: web, stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await answers()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

async function answers() {
  try {
    return (await fetch(base)).ok;
  } catch {
    return false;
  }
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const mode of modes) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      // A phone: touch and a coarse pointer (no keyboard-shortcut hints, as on a real one).
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      colorScheme: mode,
      locale: 'en-US',
    });
    await context.addInitScript((m) => {
      localStorage.setItem('nuxt-color-mode', m);
      localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, thirdParty: true }));
    }, mode);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: /email/i }).fill('owner@demo.locperf.test');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Demo-Owner1!');
    await page.getByRole('button', { name: /^Sign in$/ }).click();
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Wait for the data, not for time: no request in flight, then two frames painted.
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const file = join(out, `${name}-375-${mode}.png`);
      await page.screenshot({ path: file });
      process.stdout.write(`wrote ${file.slice(root.length + 1)}\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server?.kill();
}
