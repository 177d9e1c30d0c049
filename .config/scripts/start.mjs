// `npm start`: install, build the web app in demo mode and serve it (issue 2).
import { installDependencies, run } from './lib.mjs';

installDependencies();
const port = process.env.PORT ?? '4173';
const steps = [
  ['pnpm', ['--filter', '@locperf/locales', 'compile']],
  ['pnpm', ['--filter', '@locperf/web', 'build']],
];
for (const [command, args] of steps) {
  const code = run(command, args);
  if (code !== 0) process.exit(code);
}
const demo = process.env.VITE_DEMO === 'true' || !process.env.VITE_API_BASE;
console.log(
  `\nLocation Performance is being served at http://localhost:${port}/` +
    (demo ? ' in demo mode (mock backend in the browser; sign-in accounts on /login).\n' : '\n'),
);
process.exit(
  run('pnpm', [
    '--filter',
    '@locperf/web',
    'exec',
    'vite',
    'preview',
    '--port',
    port,
    '--strictPort',
    '--host',
    'localhost',
  ]),
);
