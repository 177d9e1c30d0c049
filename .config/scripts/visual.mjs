// `pnpm test:visual`: builds the static Storybook and compares a screenshot of every story in
// light and dark with the baselines in tests/visual/__screenshots__ (issue 20, visual
// regression without a cloud).
//   --update     writes new baselines (review the PNG diff in git before committing it)
//   --no-build   reuses apps/storybook/storybook-static (npm test builds it beforehand)
//   --matrix     plays every story in en, de and fr, each in light and in dark (the play
//                function runs in both), as a designer switching the toolbar would; screenshots
//                are compared in the English run. Prints one line per locale and a total.
//   other arguments go to Playwright, e.g. `--grep "UI/Button"` (one test shoots a story in light and dark)
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const matrix = args.includes('--matrix');
const rest = args.filter((arg) => !['--update', '--no-build', '--matrix'].includes(arg));
ensurePnpm();

if (build) {
  const code = run('pnpm', ['--filter', '@locperf/locales', 'compile']);
  if (code !== 0) process.exit(code);
  const built = run('pnpm', ['--filter', '@locperf/storybook', 'build', '--quiet']);
  if (built !== 0) process.exit(built);
}
/** One Playwright run of the stories; `env` picks the toolbar's locale and the dark play. */
const playwright = (env = {}) =>
  run(
    'pnpm',
    [
      '--filter',
      '@locperf/tests',
      'exec',
      'playwright',
      'test',
      '-c',
      'visual/playwright.config.ts',
      ...(update ? ['--update-snapshots=changed'] : []),
      ...rest,
    ],
    { env: { ...process.env, ...env } },
  );

if (matrix) {
  const rows = [];
  for (const locale of ['en', 'de', 'fr']) {
    console.log(`\n▶ stories in ${locale}, light and dark`);
    const status = playwright({ STORY_LOCALE: locale, STORY_PLAY_DARK: '1' });
    // The JSON reporter's totals (playwright.config.ts writes them there).
    let stats = {};
    try {
      stats = JSON.parse(readFileSync(join(root, '.cache/test-results/visual.json'), 'utf8')).stats;
    } catch {
      // No report: the run did not start; the status says so.
    }
    const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    rows.push({
      failed: status !== 0 || failed > 0,
      line: `${locale}, light and dark: ${stats.expected ?? 0} passed, ${failed} failed`,
    });
  }
  console.log(`\nStories per locale\n${rows.map((row) => `  ${row.line}`).join('\n')}`);
  process.exit(rows.some((row) => row.failed) ? 1 : 0);
}

const code = playwright();

// After an update, baselines of stories that no longer exist (renamed or removed) go too, so
// the folder holds exactly one PNG per story and theme.
if (update && rest.length === 0) {
  const index = JSON.parse(
    readFileSync(join(root, 'apps/storybook/storybook-static/index.json'), 'utf8'),
  );
  const ids = new Set(Object.keys(index.entries).map((id) => `${id}.png`));
  const shots = join(root, 'tests/visual/__screenshots__');
  for (const theme of readdirSync(shots)) {
    for (const file of readdirSync(join(shots, theme))) {
      if (!ids.has(file)) rmSync(join(shots, theme, file));
    }
  }
}
process.exit(code);
