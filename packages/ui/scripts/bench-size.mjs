// `pnpm --filter @locperf/ui bench:size`: builds the package with tsup (skip with --no-build)
// and prints the gzip size of every public entry: its JS with the chunks it imports, and its
// CSS. react, react-dom and react-aria-components are external in tsup.config.ts, so they are
// never part of a figure (issue 4: sizes "beyond the peers").
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('tsup', {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(2);
/** The report is this script's output, not logging. */
const print = (line = '') => process.stdout.write(`${line}\n`);

/** A JS file and every local file it imports (chunks and CSS), transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.js')) return seen;
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), match[1]);
    if (existsSync(target)) closure(target, seen);
  }
  return seen;
}

const rows = [];
const allJs = new Set();
const allCss = new Set();
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') continue;
  const entry = join(root, target.import);
  if (!existsSync(entry)) {
    console.error(`Missing ${relative(root, entry)}: build first.`);
    process.exit(1);
  }
  const files = [...closure(entry)];
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  js.forEach((f) => allJs.add(f));
  css.forEach((f) => allCss.add(f));
  const jsText = js.map((f) => readFileSync(f, 'utf8')).join('\n');
  const cssText = css.map((f) => readFileSync(f, 'utf8')).join('\n');
  rows.push([subpath.replace(/^\.\//, ''), gz(jsText), gz(cssText)]);
}

// The whole package: every distinct JS file once, and every distinct CSS rule once (each entry's
// CSS file repeats the rules of the modules it shares, but a page needs each rule only once).
const wholeJs = gz([...allJs].map((f) => readFileSync(f, 'utf8')).join('\n'));
const rules = new Set();
for (const file of allCss) {
  for (const rule of readFileSync(file, 'utf8').split(/(?<=\})\n/)) rules.add(rule.trim());
}
const wholeCss = gz([...rules].join('\n'));
const cssFilesTotal = gz([...allCss].map((f) => readFileSync(f, 'utf8')).join('\n'));

const width = Math.max(...rows.map((r) => r[0].length), 'entry'.length);
print(`\n${'entry'.padEnd(width)}  JS KiB gz  CSS KiB gz`);
for (const [name, js, css] of rows) {
  print(`${name.padEnd(width)}  ${kib(js).padStart(9)}  ${kib(css).padStart(10)}`);
}
print('-'.repeat(width + 23));
print(
  `${'whole package'.padEnd(width)}  ${kib(wholeJs).padStart(9)}  ${kib(wholeCss).padStart(10)}`,
);
print(
  `\nWhole package: ${kib(wholeJs)} KiB JS (target 25), ${kib(wholeCss)} KiB CSS of distinct rules ` +
    `(target 8); all entry CSS files together, with their repeats: ${kib(cssFilesTotal)} KiB.`,
);
print('Peers excluded: react, react-dom, react-aria-components.');
