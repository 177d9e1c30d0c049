// The partner apps of issue 17, built the way a partner builds them: the packed tarballs of
// @locperf/api, ui, features and embed installed with npm into stock apps outside the workspace
// (Vite 8 + React 19, Vite 7 + React 18.3, webpack 5 + React 18.3), each built for production.
//
//   node tests/partner/setup.mjs            packs, installs (cached), builds
//
// The packages must be built (`pnpm -r build`); the apps land in <tmp>/locperf-partner/<app>.
// An app's install is reused while its dependencies (and the tarballs' own) are unchanged.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
export const partnerRoot = process.env.PARTNER_DIR ?? join(tmpdir(), 'locperf-partner');
const tarballs = join(partnerRoot, 'tarballs');

/**
 * The apps: the current majors a partner would pick today, the oldest we support, and a
 * webpack build (app/webpack.config.js). `bundler` picks the config and the build command;
 * `devDependencies` are the bundler's stock packages; `installWith` shares another app's install.
 */
export const apps = {
  'vite8-react19': {
    bundler: 'vite',
    react: '19.3.1',
    devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
  },
  'vite7-react18': {
    bundler: 'vite',
    react: '18.3.1',
    devDependencies: { vite: '7.3.8', '@vitejs/plugin-react': '5.2.0' },
  },
  'webpack5-react18': {
    bundler: 'webpack',
    react: '18.3.1',
    installWith: 'vite7-react18',
    devDependencies: {
      webpack: '5.112.2',
      'webpack-cli': '7.3.1',
      'esbuild-loader': '4.5.0',
      'css-loader': '7.1.5',
      'mini-css-extract-plugin': '2.10.2',
      'html-webpack-plugin': '5.6.8',
    },
  },
};

/** Per bundler: its config file in app/ and its production build, served under /<app>/. */
const bundlers = {
  vite: {
    config: 'vite.config.ts',
    build: (name) => [
      'node_modules/vite/bin/vite.js',
      'build',
      '--base',
      `/${name}/`,
      '--logLevel',
      'warn',
    ],
  },
  webpack: {
    config: 'webpack.config.js',
    build: (name) => [
      'node_modules/webpack/bin/webpack.js',
      'build',
      '--output-public-path',
      `/${name}/`,
      '--stats',
      'errors-warnings',
    ],
  },
};

const packages = ['api', 'ui', 'features', 'embed'];

/** Runs a command with inherited output; resolves when it succeeds, rejects when it fails. */
function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * `pnpm pack` of each package (workspace ranges become versions), all at once; returns
 * name → file.
 */
async function pack() {
  rmSync(tarballs, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  const packed = await Promise.all(
    packages.map(async (name) => {
      const dir = join(root, 'packages', name);
      if (!existsSync(join(dir, 'dist'))) throw new Error(`packages/${name} is not built`);
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      await run('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', tarballs], dir);
      const file = join(tarballs, `locperf-${name}-${version}.tgz`);
      if (!existsSync(file)) throw new Error(`pnpm pack wrote no ${file}`);
      return [`@locperf/${name}`, file];
    }),
  );
  return Object.fromEntries(packed);
}

/** The dependencies the tarballs declare: a change in them needs a real `npm install`. */
function tarballDependencies(files) {
  return Object.values(files).map((file) => {
    const manifest = execFileSync('tar', ['-xzOf', file, 'package/package.json'], {
      encoding: 'utf8',
    });
    const { name, dependencies, peerDependencies } = JSON.parse(manifest);
    return { name, dependencies, peerDependencies };
  });
}

/**
 * `npm install` of an app (or the unpacked tarballs over a cached install); `devDependencies`
 * are those of every app that installs with it.
 */
async function install(name, { react }, devDependencies, files) {
  const dir = join(partnerRoot, name);
  mkdirSync(dir, { recursive: true });
  const locperf = Object.fromEntries(
    Object.entries(files).map(([pkg, file]) => [pkg, `file:${file}`]),
  );
  const manifest = {
    name: `partner-${name}`,
    private: true,
    type: 'module',
    dependencies: {
      ...locperf,
      react,
      'react-dom': react,
      'react-aria-components': '1.22.1',
      'react-intl': '12.1.5',
      // The peer a partner compares us with; sizes.mjs measures both in this stock app.
      'react-google-reviews': '1.9.0',
    },
    devDependencies,
    // features asks for @locperf/api and ui ^0.1.0: the tarballs answer, not the registry.
    overrides: locperf,
  };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  // The install is cached on what it depends on; new tarballs with the same dependencies are
  // unpacked over the installed copies (what npm would do, in a second instead of a minute).
  const key = JSON.stringify({ manifest, tarballs: tarballDependencies(files) });
  const stamp = join(dir, 'node_modules', '.partner-install.json');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== key) {
    writeFileSync(join(dir, 'package.json'), text);
    rmSync(join(dir, 'package-lock.json'), { force: true });
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      dir,
    );
    writeFileSync(stamp, key);
  } else {
    for (const [pkg, file] of Object.entries(files)) {
      const target = join(dir, 'node_modules', pkg);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      await run('tar', ['-xzf', file, '-C', target, '--strip-components=1'], dir);
    }
  }
}

/** An app that installs with `host` gets links to its node_modules and manifests. */
function linkInstall(name, host) {
  const dir = join(partnerRoot, name);
  mkdirSync(dir, { recursive: true });
  for (const entry of ['node_modules', 'package.json', 'package-lock.json']) {
    const link = join(dir, entry);
    const stat = lstatSync(link, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) unlinkSync(link);
    else if (stat) rmSync(link, { recursive: true, force: true });
    symlinkSync(join(partnerRoot, host, entry), link);
  }
}

/** Copies the app's pages, sources and bundler config, and builds it for production. */
async function buildApp(name, { bundler }) {
  const dir = join(partnerRoot, name);
  const started = Date.now();
  const { config, build } = bundlers[bundler];
  for (const entry of ['index.html', 'elements.html', 'ssr.mjs', config, 'src'])
    cpSync(join(here, 'app', entry), join(dir, entry), { recursive: true });
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  await run(process.execPath, build(name), dir);
  console.warn(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Installs and builds every app. An app with `installWith` shares that app's install (the same
 * React; a third npm install beside two others took 100 s instead of 50 on two cores): one
 * `npm install` with both apps' devDependencies, then each app builds with its own bundler.
 */
function setUpAll(files) {
  const installs = Object.fromEntries(
    Object.entries(apps)
      .filter(([, app]) => !app.installWith)
      .map(([name, app]) => {
        const devDependencies = Object.assign(
          {},
          ...Object.values(apps)
            .filter((other) => other === app || other.installWith === name)
            .map((other) => other.devDependencies),
        );
        const started = Date.now();
        const done = install(name, app, devDependencies, files).then(() =>
          console.warn(`${name}: installed in ${((Date.now() - started) / 1000).toFixed(1)} s`),
        );
        return [name, done];
      }),
  );
  return Promise.all(
    Object.entries(apps).map(async ([name, app]) => {
      await installs[app.installWith ?? name];
      if (app.installWith) linkInstall(name, app.installWith);
      await buildApp(name, app);
    }),
  );
}

/** The same page built from the sources, the way Storybook builds (reference.vite.config.ts). */
function buildReference() {
  return run(
    process.execPath,
    [
      join(root, 'tests/node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'partner/reference.vite.config.ts',
    ],
    join(root, 'tests'),
    { PARTNER_REFERENCE_OUT: join(partnerRoot, 'reference', 'dist') },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  // The npm installs wait on the disk and the registry, the builds on the CPU: the apps and the
  // reference page are set up at once (CI time).
  const reference = buildReference();
  const files = await pack();
  await Promise.all([setUpAll(files), reference]);
  console.warn(`partner apps ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
