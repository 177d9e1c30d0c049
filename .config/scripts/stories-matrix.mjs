// `pnpm test:stories:matrix`: every story as a test (interactions and axe) once per locale and
// theme, as a designer switching the toolbar would see them (issue 20, declarative states).
// `--only=de:dark,fr:light` runs a subset, other arguments narrow the files (vitest filters). Prints one line per combination and a total.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, ensurePnpm, run } from './lib.mjs';

const all = ['en', 'de', 'fr'].flatMap((locale) =>
  ['light', 'dark'].map((theme) => `${locale}:${theme}`),
);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const combos = only ? only.split(',') : all;
// Anything else narrows the run, e.g. a story file's path.
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--only='));
const results = join(cacheDir, 'test-results');
mkdirSync(results, { recursive: true });
ensurePnpm();

const rows = [];
let failed = 0;
for (const combo of combos) {
  const [locale, theme] = combo.split(':');
  const out = join(results, `stories-${locale}-${theme}.json`);
  console.log(`\n▶ stories in ${locale}, ${theme}`);
  const code = run(
    'pnpm',
    [
      '--filter',
      '@locperf/storybook',
      'exec',
      'vitest',
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...filters,
    ],
    { env: { ...process.env, VITE_STORY_LOCALE: locale, VITE_STORY_THEME: theme } },
  );
  let report;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    report = undefined;
  }
  const passed = report?.numPassedTests ?? 0;
  const bad = report?.numFailedTests ?? 0;
  const failures = (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.split('/src/')[1] ?? file.name} › ${test.title}`),
  );
  failed += code !== 0 && bad === 0 ? 1 : bad;
  rows.push(`${locale} ${theme}: ${passed} passed, ${bad} failed`);
  for (const failure of failures) rows.push(`    ✘ ${failure}`);
}
console.log('\nStories per locale and theme');
for (const row of rows) console.log(`  ${row}`);
process.exit(failed > 0 ? 1 : 0);
