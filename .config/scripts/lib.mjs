// Shared set-up for `npm start` and `npm test`: a fresh machine has only Node and npm
// (issue 2, Two commands on a fresh machine).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cacheDir = join(root, '.cache');
export const PNPM_VERSION = '10.34.9';

/** Runs a command from the repository root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function works(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/**
 * Where `npx -y pnpm@10.34.9` keeps pnpm's entry script once it has fetched it, or undefined.
 * npx itself takes about a second of CPU to find it each time it is started, which `npm test`
 * does about twenty times (CI time); the shim below starts the script directly.
 */
function npxPnpmScript() {
  const found = spawnSync('npx', ['-y', '-p', `pnpm@${PNPM_VERSION}`, '-c', 'command -v pnpm'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const bin = found.status === 0 ? found.stdout.trim() : '';
  if (!bin || !existsSync(bin)) return undefined;
  const script = realpathSync(bin);
  return script.endsWith('.cjs') || script.endsWith('.js') ? script : undefined;
}

/**
 * Makes `pnpm` callable by every script below us: the one on PATH if any, else a shim running
 * the pnpm that `npx -y pnpm@10.34.9` fetches (corepack fails its signature check on these
 * machines, TOOLCHAIN.md).
 */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return;
  const bin = join(cacheDir, 'bin');
  mkdirSync(bin, { recursive: true });
  const shim = join(bin, 'pnpm');
  const script = npxPnpmScript();
  const command = script ? `"${process.execPath}" "${script}"` : `npx -y pnpm@${PNPM_VERSION}`;
  writeFileSync(shim, `#!/bin/sh\nexec ${command} "$@"\n`);
  chmodSync(shim, 0o755);
  process.env.PATH = `${bin}:${process.env.PATH ?? ''}`;
}

/** Installs the workspace's dependencies; pnpm itself decides whether anything is needed. */
export function installDependencies() {
  ensurePnpm();
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = run('pnpm', ['install', '--prefer-offline', ...frozen]);
  if (code !== 0) process.exit(code);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Returns the path of a system package's binary, installing the Debian package with apt-get
 * when it is missing and we are root. Otherwise stops with a one-line hint, or, for an
 * `optional` tool, prints the hint and returns undefined.
 */
export function ensureDebianTool({ envVar, paths, aptPackage, hint, optional = false }) {
  const candidates = [process.env[envVar], ...paths].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (isRoot() && works('apt-get', ['--version'])) {
    console.log(`Installing Debian's ${aptPackage} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', aptPackage], { env }) ===
        0;
    const installed = ok && paths.find((path) => existsSync(path));
    if (installed) return installed;
  }
  console.error(hint);
  if (optional) return undefined;
  process.exit(1);
}

/** Debian's Chromium, never a Playwright download (TOOLCHAIN.md, Browser). */
export function ensureChromium() {
  const path = ensureDebianTool({
    envVar: 'CHROMIUM_PATH',
    paths: ['/usr/bin/chromium'],
    aptPackage: 'chromium',
    hint: 'No Chromium found: install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its binary.',
  });
  process.env.CHROMIUM_PATH = path;
  return path;
}

/**
 * Debian's chromium-headless-shell for the browser tests (test-browser.mjs: a third less CPU than
 * the full browser, issue 15). Without it they run in the full browser, only slower.
 */
export function ensureTestChromium() {
  const path = ensureDebianTool({
    envVar: 'TEST_CHROMIUM_PATH',
    paths: ['/usr/bin/chromium-headless-shell'],
    aptPackage: 'chromium-headless-shell',
    hint: 'No chromium-headless-shell (Debian: `sudo apt-get install chromium-headless-shell`): the browser tests use the full Chromium, which takes longer.',
    optional: true,
  });
  process.env.TEST_CHROMIUM_PATH = path ?? process.env.CHROMIUM_PATH;
  return process.env.TEST_CHROMIUM_PATH;
}

/** Debian's nginx, for the production-serving end-to-end project (issue 9). */
export function ensureNginx() {
  const nginx = ensureDebianTool({
    envVar: 'NGINX_PATH',
    paths: ['/usr/sbin/nginx'],
    aptPackage: 'nginx',
    hint: 'No nginx found: install it (Debian: `sudo apt-get install nginx`) or set NGINX_PATH to its binary.',
  });
  // The production config serves the build's brotli copies (deploy/nginx.conf, issue 14).
  ensureDebianTool({
    envVar: 'NGINX_BROTLI_MODULE',
    paths: [BROTLI_STATIC_MODULE],
    aptPackage: 'libnginx-mod-http-brotli-static',
    hint: "No brotli module for nginx (Debian: `sudo apt-get install libnginx-mod-http-brotli-static`): the local servers send gzip instead of the build's brotli copies.",
    optional: true,
  });
  return nginx;
}

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
