// `npm test`: install if needed, then every check and test runner of the repository, ending
// with one line `N passed, N failed` that totals all runners (issue 2). A check that is not a
// test runner (format, lint, typecheck, builds, package checks) counts as one test.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cacheDir,
  ensureChromium,
  ensureNginx,
  ensureTestChromium,
  installDependencies,
  root,
  run,
} from './lib.mjs';

const results = join(cacheDir, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

installDependencies();
ensureChromium();
ensureTestChromium();
ensureNginx();

const totals = { passed: 0, failed: 0, skipped: 0 };
const table = [];
const failedSteps = new Set();

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts of a vitest JSON report (jest-compatible shape). */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    // Files that failed to load have no failing test but must still fail the run.
    broken: (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && r.assertionResults?.length === 0,
    ).length,
  };
}

/** Counts of a Playwright JSON report. */
function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return undefined;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    broken: 0,
  };
}

/**
 * The machine's busy CPU time so far, in core-seconds (all processes, from /proc/stat): the
 * summary shows how busy the cores were during each step, which says where CI time can still be
 * won (more parallelism only helps a step that leaves a core idle). Undefined off Linux.
 */
function busyCoreSeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

function step(name, command, args, { needs = [], report, options } = {}) {
  const blocked = needs.filter((n) => failedSteps.has(n));
  if (blocked.length > 0) {
    console.log(`\n▶ ${name}: not run, it needs ${blocked.join(', ')}`);
    failedSteps.add(name);
    totals.failed += 1;
    table.push([name, 'not run']);
    return;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const busy = busyCoreSeconds();
  const code = run(command, args, options);
  record(name, code, started, report, busy);
}

/** Adds a finished step's counts to the totals and the summary table. */
function record(name, code, started, report, busyAtStart) {
  const elapsed = (Date.now() - started) / 1000;
  const seconds = elapsed.toFixed(1);
  const busyNow = busyCoreSeconds();
  // Core-seconds busy (every process, the steps beside this one included) per second of the step.
  const cores =
    busyAtStart !== undefined && busyNow !== undefined && elapsed > 0
      ? `  ·  ${((busyNow - busyAtStart) / elapsed).toFixed(2)} cores busy`
      : '';
  let counts = report?.();
  if (!counts)
    counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, broken: 0 };
  // A runner that exits non-zero without a failing test (crash, load error) still fails.
  if (code !== 0 && counts.failed === 0) counts.failed = Math.max(1, counts.broken);
  if (code !== 0) failedSteps.add(name);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  table.push([name, `${counts.passed} passed, ${counts.failed} failed`, `${seconds}s${cores}`]);
}

/**
 * Starts a step that needs little CPU beside the next one (a single-threaded build beside the
 * browser tests, package checks beside npm installs), with its output in a log file;
 * {@link finishInBackground} reports it. This keeps the whole run under the 20-minute budget on
 * two cores (issue 2, CI time).
 */
function startInBackground(name, command, args, { needs = [], report, options } = {}) {
  const blocked = needs.filter((n) => failedSteps.has(n));
  if (blocked.length > 0) {
    console.log(`\n▶ ${name}: not run, it needs ${blocked.join(', ')}`);
    return { name, blocked };
  }
  console.log(`\n▶ ${name} (in the background, output follows when it ends)`);
  const log = join(results, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  const busy = busyCoreSeconds();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], ...options });
  const done = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return { name, log, fd, started, done, report, busy };
}

async function finishInBackground(job) {
  if (job.blocked) {
    failedSteps.add(job.name);
    totals.failed += 1;
    table.push([job.name, 'not run']);
    return;
  }
  const code = await job.done;
  closeSync(job.fd);
  console.log(`\n▶ ${job.name} (ended)\n${readFileSync(job.log, 'utf8')}`);
  record(job.name, code, job.started, job.report, job.busy);
}

const pnpm = (...args) => ['pnpm', args];
const packages = ['@locperf/api', '@locperf/ui', '@locperf/features', '@locperf/embed'];

step('compile messages', ...pnpm('--filter', '@locperf/locales', 'compile'));
// Prettier and ESLint are single-threaded: they run beside the type check (CI time).
const format = startInBackground(
  'format (prettier)',
  ...pnpm('exec', 'prettier', '--check', '--log-level', 'warn', '.'),
);
const lint = startInBackground('lint (eslint)', ...pnpm('lint'));
step('typecheck', ...pnpm('typecheck'), { needs: ['compile messages'] });
await finishInBackground(format);
await finishInBackground(lint);
step(
  'unit tests (vitest)',
  ...pnpm(
    'exec',
    'vitest',
    'run',
    '--config',
    '.config/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, 'unit.json')}`,
  ),
  { needs: ['compile messages'], report: () => vitestCounts(join(results, 'unit.json')) },
);
const packageBuild = startInBackground(
  'build packages (tsup)',
  ...pnpm('--filter', './packages/**', '--workspace-concurrency=2', 'build'),
);
// Issue 20: every story of the static Storybook a designer opens plays its interactions and
// passes axe in light and in dark, and is compared with its light and dark baselines (visual
// regression). It replaces the Vitest run of the stories (`pnpm test:stories`, the same play
// functions and axe in Vitest's browser, light only), which would render every story a second
// time (CI time).
step('build storybook', ...pnpm('--filter', '@locperf/storybook', 'build', '--quiet'), {
  needs: ['compile messages'],
});
step(
  'stories in the static build (play, axe, light/dark screenshots)',
  ...pnpm(
    '--filter',
    '@locperf/tests',
    'exec',
    'playwright',
    'test',
    '-c',
    'visual/playwright.config.ts',
  ),
  {
    needs: ['build storybook'],
    report: () => playwrightCounts(join(results, 'visual.json')),
  },
);
await finishInBackground(packageBuild);
// The package checks (publint, attw: mostly packing and reading files) run beside the partner
// step, whose set-up waits on npm installs (CI time).
const packageChecks = packages.map((name) =>
  startInBackground(
    `package checks ${name} (publint, attw)`,
    ...pnpm('--filter', name, 'check:package'),
    {
      needs: ['build packages (tsup)'],
    },
  ),
);
// The custom elements embedded in plain and React host pages (issue 17). Its browser tests wait
// mostly on the partner step's npm installs beside it, so they share the time (CI time).
const embedding = startInBackground(
  'partner embedding (playwright)',
  ...pnpm(
    '--filter',
    '@locperf/tests',
    'exec',
    'playwright',
    'test',
    '-c',
    'embed/playwright.config.ts',
  ),
  {
    needs: ['compile messages'],
    report: () => playwrightCounts(join(results, 'embed.json')),
    // packages/embed was built by the package step; the embedding test builds only its host page.
    options: failedSteps.has('build packages (tsup)')
      ? undefined
      : { env: { ...process.env, EMBED_PACKAGE_BUILT: '1' } },
  },
);
// Issue 17: the packed tarballs installed into stock Vite 8 / Vite 7 apps outside the workspace.
step(
  'partner apps from the tarballs (playwright)',
  ...pnpm(
    '--filter',
    '@locperf/tests',
    'exec',
    'playwright',
    'test',
    '-c',
    'partner/playwright.config.ts',
  ),
  {
    needs: ['build packages (tsup)'],
    report: () => playwrightCounts(join(results, 'partner.json')),
  },
);
// The partner widgets' size bench (README, "Performance"): its budgets are sizes, which do not
// depend on the load. It also measures what a partner ships from the partner step's Vite 8 app,
// so it starts once that step is over: beside it, it built from an app whose packages the step
// was still installing, and failed to resolve `@locperf/features/review-widget` (issue 15).
const embedBench = startInBackground(
  'embed bench (widget sizes)',
  ...pnpm('--filter', '@locperf/embed', 'bench:embed'),
  {
    needs: ['compile messages'],
    // The package step built packages/embed's standalone bundle; the bench measures it as built.
    options: failedSteps.has('build packages (tsup)')
      ? undefined
      : { env: { ...process.env, EMBED_PACKAGE_BUILT: '1' } },
  },
);
for (const job of packageChecks) await finishInBackground(job);
// Issue 14: the bench's set-up (production build, nginx over HTTPS/HTTP/2, mock API, sizes)
// runs on every `npm test`, without Lighthouse, so it cannot break unnoticed. Its production
// build (a real API base) differs from the demo build below, so both are needed; Vite's bundling
// is mostly single-threaded, so the two builds share the two cores (CI time). The bench measures
// sizes only, which do not depend on the load.
const benchSmoke = startInBackground('bench smoke (sizes only)', ...pnpm('bench', '--smoke'), {
  needs: ['compile messages'],
});
step('build web app', ...pnpm('--filter', '@locperf/web', 'build'), {
  needs: ['compile messages'],
});
// `pnpm bench:reviews --smoke`: one short run of the review-list bench on the demo build, so the
// script cannot break unnoticed; its times mean nothing beside the browser tests.
const reviewsBench = startInBackground('bench:reviews smoke', ...pnpm('bench:reviews', '--smoke'), {
  needs: ['build web app'],
});
step(
  'end-to-end (playwright)',
  ...pnpm('--filter', '@locperf/tests', 'exec', 'playwright', 'test'),
  {
    needs: ['build web app'],
    report: () => playwrightCounts(join(results, 'e2e.json')),
  },
);
await finishInBackground(embedding);
await finishInBackground(embedBench);
// The bench smoke's set-up (its own build, nginx, the mock API) outlasts the web build; the
// browser tests need only the web build, so they do not wait for it (CI time).
await finishInBackground(benchSmoke);
await finishInBackground(reviewsBench);

console.log('\nSummary');
for (const row of table) console.log(`  ${row.join('  ·  ')}`);
const line =
  `${totals.passed} passed, ${totals.failed} failed` +
  (totals.skipped > 0 ? `, ${totals.skipped} skipped` : '');
writeFileSync(join(results, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(totals.failed > 0 ? 1 : 0);
