// Declarations of a built package, from tsc (`tsc -p tsconfig.build.json`, one .d.ts per source
// file) instead of tsup's bundled dts build, which needs an 8 GB heap and over a minute for the
// features (issue 15, CI time) and runs out of memory for ui (one entry per component sharing
// react-aria-components' types). Then:
// - `.js` (or `/index.js` for a folder) is added to relative imports, as Node's ESM resolution
//   (and `attw --profile esm-only`) needs;
// - where an export's `types` path is not where tsc put its source's declarations
//   (`./src/kit/forms/index.ts` served as `./dist/forms/index.d.ts`), a one-line re-export is
//   written there, so the exports map stays the one list of entries (package-entries.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** A relative import of a declaration file as Node resolves it: `./x.js` or `./x/index.js`. */
function withExtension(file, path) {
  if (path.endsWith('.js')) return path;
  const target = join(dirname(file), path);
  if (!existsSync(`${target}.d.ts`) && existsSync(join(target, 'index.d.ts')))
    return `${path}/index.js`;
  return `${path}.js`;
}

/** Emits the declarations of the package in `packageDir` (default: the current directory). */
export function emitTypes(packageDir = process.cwd()) {
  const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(packageDir, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('tsc could not emit the declarations');
  const dist = join(packageDir, 'dist');
  for (const file of walk(dist)) {
    if (!file.endsWith('.d.ts')) continue;
    const source = readFileSync(file, 'utf8');
    const fixed = source.replace(
      /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)(['"])/g,
      (_match, head, path, tail) => `${head}${withExtension(file, path)}${tail}`,
    );
    if (fixed !== source) writeFileSync(file, fixed);
  }
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || !target.types || !target['@locperf/source']) continue;
    const wanted = join(packageDir, target.types);
    const emitted = join(
      dist,
      relative(join(packageDir, 'src'), join(packageDir, target['@locperf/source'])).replace(
        /\.tsx?$/,
        '.d.ts',
      ),
    );
    if (wanted === emitted) continue;
    if (!existsSync(emitted)) throw new Error(`${subpath}: tsc emitted no ${emitted}`);
    let from = relative(dirname(wanted), emitted).replace(/\.d\.ts$/, '.js');
    if (!from.startsWith('.')) from = `./${from}`;
    mkdirSync(dirname(wanted), { recursive: true });
    writeFileSync(wanted, `export * from '${from}';\n`);
  }
}
