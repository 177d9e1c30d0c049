// One list of entry points per package (issue 17): the `exports` map of package.json. The tsup
// entries are read from it and the styled wrappers are written from it, so no entry is ever
// listed twice.
//
// An export of a styled package has four conditions:
//   "@locperf/source": "./src/x/index.ts"            in-repo development
//   "types":           "./dist/x/index.d.ts"
//   "node":            "./dist/x/index.js"           plain Node (server rendering): no CSS import
//   "import":          "./dist/x/index.styled.js"    bundlers: imports ./index.css, then re-exports
// The `.styled.js` wrappers are listed in `sideEffects`, so no bundler (Vite 8's Rolldown
// included) may drop them, and with them the CSS, because they only re-export (TOOLCHAIN.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

function readExports(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(pkg.exports ?? {}).filter(
    ([, target]) => typeof target === 'object' && target['@locperf/source'],
  );
}

/** tsup's `entry` object (`{ 'dist name without .js': 'src path' }`) from the exports map. */
export function entriesFromExports(packageDir) {
  const entry = {};
  for (const [subpath, target] of readExports(packageDir)) {
    const built = target.node ?? target.import;
    if (!built?.startsWith('./dist/') || !built.endsWith('.js'))
      throw new Error(`${subpath}: its built file must be ./dist/**/*.js, got ${built}`);
    entry[built.slice('./dist/'.length, -'.js'.length)] = target['@locperf/source'];
  }
  return entry;
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
