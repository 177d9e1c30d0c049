// Compiles every catalogue to ICU AST with @formatjs/cli, so the app ships no ICU parser
// (issue 9, bundle budget). Output: compiled/{locale}.json, ignored by git.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales } from './locales.js';

const here = dirname(fileURLToPath(import.meta.url));
// This package's own CLI, so the packages' builds can run this script from their folders.
const local = join(here, 'node_modules/.bin/formatjs');
const formatjs = existsSync(local) ? local : 'formatjs';
mkdirSync(join(here, 'compiled'), { recursive: true });
for (const locale of locales) {
  execFileSync(
    formatjs,
    [
      'compile',
      join(here, `${locale}.json`),
      '--ast',
      '--format',
      'simple',
      '--out-file',
      join(here, 'compiled', `${locale}.json`),
    ],
    { stdio: 'inherit' },
  );
}
