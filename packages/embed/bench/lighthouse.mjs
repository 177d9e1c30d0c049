// Lighthouse (mobile, simulated throttling) of the plain partner page with and without the
// widgets (issue 8: no change in CLS, at most 50 ms more Total Blocking Time, widget below the
// fold, consent granted). Needs the partner pages' server running, e.g.
//   cd tests && node --conditions=@locperf/source --import tsx embed/server.mjs 4193
// then: node packages/embed/bench/lighthouse.mjs [http://localhost:4193] [runs]
// Lighthouse 12 is fetched through npx (the last major for Node 20, TOOLCHAIN.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A report line on stdout (this is a command-line report, not logging). */
const print = (line) => process.stdout.write(`${line}\n`);
const base = process.argv[2] ?? 'http://localhost:4193';
const runs = Number(process.argv[3] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'locperf-lh-'));
const variants = {
  'without widgets': '/?widgets=0',
  'with widgets, below the fold': '/',
  'with widgets, in the first viewport (worst case)': '/?spacer=0',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {};
try {
  for (const [name, path] of Object.entries(variants)) {
    const cls = [];
    const tbt = [];
    for (let i = 0; i < runs; i += 1) {
      const out = join(dir, `run-${i}.json`);
      execFileSync(
        'npx',
        [
          '-y',
          'lighthouse@12.8.2',
          `${base}${path}`,
          '--only-categories=performance',
          '--chrome-flags=--headless=new --no-sandbox',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
      );
      const { audits } = JSON.parse(readFileSync(out, 'utf8'));
      cls.push(audits['cumulative-layout-shift'].numericValue);
      tbt.push(audits['total-blocking-time'].numericValue);
    }
    results[name] = { cls: median(cls), tbt: median(tbt) };
    print(`${name}: CLS ${median(cls).toFixed(3)}, TBT ${Math.round(median(tbt))} ms`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const without = results['without widgets'];
const below = results['with widgets, below the fold'];
const ok = below.cls === without.cls && below.tbt - without.tbt <= 50;
print(ok ? 'within budget' : 'OVER budget (CLS changed or TBT +50 ms)');
process.exit(ok ? 0 : 1);
