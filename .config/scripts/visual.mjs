// `pnpm test:visual`: builds the static Storybook and compares a screenshot of every story in
// light and dark with the baselines in tests/visual/__screenshots__ (issue 20, visual
// regression without a cloud).
//   --update     writes new baselines (review the PNG diff in git before committing it)
//   --no-build   reuses apps/storybook/storybook-static (npm test builds it beforehand)
//   other arguments go to Playwright, e.g. `--grep "UI/Button"` (one test shoots a story in light and dark)
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const rest = args.filter((arg) => arg !== '--update' && arg !== '--no-build');
ensurePnpm();

if (build) {
  const code = run('pnpm', ['--filter', '@locperf/locales', 'compile']);
  if (code !== 0) process.exit(code);
  const built = run('pnpm', ['--filter', '@locperf/storybook', 'build', '--quiet']);
  if (built !== 0) process.exit(built);
}
const code = run('pnpm', [
  '--filter',
  '@locperf/tests',
  'exec',
  'playwright',
  'test',
  '-c',
  'visual/playwright.config.ts',
  ...(update ? ['--update-snapshots=changed'] : []),
  ...rest,
]);

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
