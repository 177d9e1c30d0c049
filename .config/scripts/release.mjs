// `pnpm release --dry-run` (issue 17): builds the published packages, packs them, validates each
// tarball (publint, attw), checks that every package states its licence and has a changelog
// entry for its version, and prints the Subresource Integrity hashes of the embed files for the
// README's CDN snippet. Without --dry-run it stops: publishing is a manual `pnpm publish -r`
// after this passed, so a release never happens by accident from a script.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, root } from './lib.mjs';

const published = ['api', 'ui', 'features', 'embed'];
const dryRun = process.argv.includes('--dry-run');
if (!dryRun) {
  console.error(
    'Only `pnpm release --dry-run` is scripted; publish with `pnpm publish -r` after it passed.',
  );
  process.exit(2);
}

const out = join(cacheDir, 'release');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const problems = [];
const sh = (command, args, cwd = root) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const pnpm = (args, cwd) => sh('npx', ['-y', 'pnpm@10.34.9', ...args], cwd);

// --no-build validates the packages as they are built now (after `npm test` built them).
if (!process.argv.includes('--no-build')) {
  pnpm(['--filter', '@locperf/locales', 'compile']);
  pnpm(['--filter', './packages/**', '--workspace-concurrency=1', 'build']);
}

for (const name of published) {
  const dir = join(root, 'packages', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const label = `${manifest.name}@${manifest.version}`;
  if (!manifest.license || manifest.license === 'UNLICENSED')
    problems.push(`${label}: no licence stated`);
  let changelog = '';
  try {
    changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
  } catch {
    problems.push(`${label}: no CHANGELOG.md`);
  }
  if (changelog && !changelog.includes(`## ${manifest.version}`))
    problems.push(`${label}: CHANGELOG.md has no "## ${manifest.version}" section`);

  const before = new Set(readdirSync(out));
  pnpm(['pack', '--pack-destination', out], dir);
  const tarball = join(
    out,
    readdirSync(out).find((f) => !before.has(f)),
  );
  try {
    sh('npx', ['publint', '--strict', tarball], dir);
    // Every package ships types (embed: hand-written typings of its elements and loader).
    if (manifest.exports) sh('npx', ['attw', tarball, '--profile', 'esm-only'], dir);
  } catch {
    problems.push(`${label}: publint or attw failed`);
  }
  console.log(`packed ${label}: ${tarball}`);
}

const embedDist = join(root, 'packages', 'embed', 'dist');
const version = JSON.parse(readFileSync(join(root, 'packages/embed/package.json'), 'utf8')).version;
for (const file of ['loader.js', 'widget.js']) {
  const hash = createHash('sha384')
    .update(readFileSync(join(embedDist, file)))
    .digest('base64');
  console.log(`SRI @locperf/embed@${version}/dist/${file}: sha384-${hash}`);
}

if (problems.length > 0) {
  console.error(`\nrelease dry run failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nrelease dry run passed: built, packed and validated; nothing was published.');
