// Declarations for the built package. tsup's bundled .d.ts build runs out of memory with one
// entry per component (44 entries sharing react-aria-components' types), so tsc emits one
// .d.ts per source file instead, and this adds the `.js` extensions that Node's ESM resolution
// (and `attw --profile esm-only`) needs on relative imports.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export function emitTypes() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('tsc could not emit the declarations');
  for (const file of walk(join(root, 'dist'))) {
    if (!file.endsWith('.d.ts')) continue;
    const source = readFileSync(file, 'utf8');
    const fixed = source.replace(
      /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)(['"])/g,
      (_match, head, path, tail) =>
        path.endsWith('.js') ? `${head}${path}${tail}` : `${head}${path}.js${tail}`,
    );
    if (fixed !== source) writeFileSync(file, fixed);
  }
}
