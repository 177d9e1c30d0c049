import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, partnerRoot } from './setup.mjs';

// Issue 17: the mock backend (MSW, @mswjs/data, faker: about 15 MB with a postinstall script) is
// the private @locperf/mocks, so nothing a partner installs pulls it in.
const mockOnly = ['msw', '@mswjs/data', '@faker-js/faker', '@locperf/mocks'];

/** The package.json inside a packed tarball of setup.mjs. */
function packedManifest(name: string) {
  const dir = join(partnerRoot, 'tarballs');
  const file = readdirSync(dir).find((f) => f.startsWith(`locperf-${name}-`));
  if (!file) throw new Error(`no packed @locperf/${name} in ${dir}`);
  return JSON.parse(
    execFileSync('tar', ['-xzOf', join(dir, file), 'package/package.json'], { encoding: 'utf8' }),
  ) as Record<string, Record<string, string> | undefined>;
}

test('no packed package depends on the mock backend', () => {
  for (const name of ['api', 'ui', 'features', 'embed']) {
    const manifest = packedManifest(name);
    const declared = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
    ];
    expect(
      declared.filter((dep) => mockOnly.includes(dep)),
      `@locperf/${name}`,
    ).toEqual([]);
    const exported = Object.keys((manifest.exports as Record<string, unknown>) ?? {});
    expect(
      exported.filter((subpath) => subpath.includes('mocks')),
      `@locperf/${name}`,
    ).toEqual([]);
  }
});

test('no packed package ships tests, stories or their test kits', () => {
  const dir = join(partnerRoot, 'tarballs');
  for (const name of ['api', 'ui', 'features', 'embed']) {
    const file = readdirSync(dir).find((f) => f.startsWith(`locperf-${name}-`));
    if (!file) throw new Error(`no packed @locperf/${name} in ${dir}`);
    const listed = execFileSync('tar', ['-tzf', join(dir, file)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(listed.length, `@locperf/${name}`).toBeGreaterThan(1);
    expect(
      listed.filter((path) => /\.(test|stories)\.tsx?$|\/test-utils\/|story|fixture/i.test(path)),
      `@locperf/${name}`,
    ).toEqual([]);
  }
});

for (const app of Object.keys(apps)) {
  test(`${app}: npm installed no mock backend`, () => {
    const modules = join(partnerRoot, app, 'node_modules');
    expect(existsSync(join(modules, '@locperf', 'api', 'package.json'))).toBe(true);
    const installed = mockOnly.filter((dep) => existsSync(join(modules, dep, 'package.json')));
    expect(installed).toEqual([]);
    const lock = JSON.parse(readFileSync(join(partnerRoot, app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    expect(
      Object.keys(lock.packages).filter((path) =>
        mockOnly.some((dep) => path.endsWith(`node_modules/${dep}`)),
      ),
    ).toEqual([]);
  });
}
