import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Icons ship inside the bundle (packages/ui/README.md, "Icons"): spec section 7 fetches them
 * from an icon service with a local fallback, which a strict CSP, the no-third-party-request
 * rule and layout stability all rule out. Nothing of ui may load icons (or anything) at runtime.
 */
const src = join(import.meta.dirname, '..');
const root = join(src, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('icons are bundled, never fetched', () => {
  it('no ui module makes a network request', () => {
    const fetching = sources(src).filter((file) =>
      /\bfetch\(|XMLHttpRequest/.test(readFileSync(file, 'utf8')),
    );
    expect(fetching).toEqual([]);
  });

  it('the package exports no icon loader', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(pkg.exports).filter((entry) => entry.includes('icon-loader'))).toEqual([]);
  });
});
