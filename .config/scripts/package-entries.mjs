// One list of entry points per package (issues 15 and 17): the `exports` map of package.json.
// The tsup entries (ui, features) and the Vite inputs (embed) are read from it and the styled
// wrappers are written from it, so no entry is ever listed twice; each built file is named after
// its subpath.
//
// An export of a styled package has four conditions:
//   "@locperf/source": "./src/x/index.ts"            in-repo development
//   "types":           "./dist/x/index.d.ts"
//   "node":            "./dist/x/index.js"           plain Node (server rendering): no CSS import
//   "import":          "./dist/x/index.styled.js"    bundlers: imports ./index.css, then re-exports
// The `.styled.js` wrappers are listed in `sideEffects`, so no bundler (Vite 8's Rolldown
// included) may drop them, and with them the CSS, because they only re-export (TOOLCHAIN.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

function readExports(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(pkg.exports ?? {}).filter(
    ([, target]) => typeof target === 'object' && target['@locperf/source'],
  );
}

/**
 * The built file's name inside dist, without `.js`. It is named after the subpath
 * (`./cart` is `dist/cart/index.js`, `./cart/store` is `dist/cart/store.js`, `./loader.js` is
 * `dist/loader.js`), so what a partner imports is also what they find in the tarball.
 */
function distName(subpath, built) {
  const name = subpath.slice('./'.length).replace(/\.js$/, '');
  if (built !== `./dist/${name}/index.js` && built !== `./dist/${name}.js`)
    throw new Error(
      `${subpath}: its built file must be ./dist/${name}/index.js or ./dist/${name}.js, got ${built}`,
    );
  return built.slice('./dist/'.length, -'.js'.length);
}

/** tsup's `entry` object (`{ 'dist name without .js': 'src path' }`) from the exports map. */
export function entriesFromExports(packageDir) {
  const entry = {};
  for (const [subpath, target] of readExports(packageDir)) {
    entry[distName(subpath, target.node ?? target.import)] = target['@locperf/source'];
  }
  return entry;
}

/**
 * Rollup's `input` object (`{ 'dist name without .js': absolute src path }`) for a package built
 * by Vite whose exports carry no `@locperf/source` (their `src` is not published): each export
 * whose `default` is `./dist/<name>.js` is built from `src/<name>.ts` or `src/<name>.tsx`.
 * Exports outside dist (hand-written files such as `./types/react.js`) are not built.
 */
export function viteInputsFromExports(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const input = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const built = typeof target === 'object' ? target.default : undefined;
    if (!built?.startsWith('./dist/')) continue;
    const name = distName(subpath, built);
    const sources = ['.ts', '.tsx']
      .map((extension) => resolve(packageDir, 'src', `${name}${extension}`))
      .filter((path) => existsSync(path));
    if (sources.length !== 1)
      throw new Error(
        `${subpath}: expected one of src/${name}.ts or .tsx, found ${sources.length}`,
      );
    input[name] = sources[0];
  }
  return input;
}

/**
 * Writes each export's `import` wrapper: the entry's CSS (if esbuild emitted any) and a
 * re-export of the plain entry.
 */
export function writeStyledEntries(packageDir) {
  for (const [subpath, target] of readExports(packageDir)) {
    if (!target.node || target.import === target.node) continue;
    if (!target.import.endsWith('.styled.js'))
      throw new Error(`${subpath}: the bundler entry must be a .styled.js wrapper`);
    const plain = join(packageDir, target.node);
    const css = plain.replace(/\.js$/, '.css');
    const lines = [];
    if (existsSync(css)) lines.push(`import './${basename(css)}';`);
    lines.push(`export * from './${basename(plain)}';`);
    const wrapper = join(packageDir, target.import);
    if (dirname(wrapper) !== dirname(plain))
      throw new Error(`${subpath}: the wrapper must sit beside ${target.node}`);
    writeFileSync(wrapper, `${lines.join('\n')}\n`);
  }
}
