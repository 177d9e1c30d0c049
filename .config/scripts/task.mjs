// `npm run dev|build|storybook|build-storybook|chromatic`: the same set-up as `npm start` (pnpm
// through npx when missing, install if needed), then the task's pnpm steps in order.
import { installDependencies, run } from './lib.mjs';

const compile = ['--filter', '@locperf/locales', 'compile'];
const tasks = {
  dev: [compile, ['--filter', '@locperf/web', 'dev']],
  build: [
    compile,
    ['--filter', './packages/**', '--workspace-concurrency=1', 'build'],
    ['--filter', '@locperf/web', 'build'],
  ],
  storybook: [compile, ['--filter', '@locperf/storybook', 'dev']],
  'build-storybook': [compile, ['--filter', '@locperf/storybook', 'build']],
  chromatic: [compile, ['--filter', '@locperf/storybook', 'chromatic']],
};

const name = process.argv[2];
const steps = tasks[name];
if (!steps) {
  console.error(`Unknown task "${name}". Tasks: ${Object.keys(tasks).join(', ')}`);
  process.exit(2);
}
installDependencies();
for (const args of steps) {
  const code = run('pnpm', args);
  if (code !== 0) process.exit(code);
}
