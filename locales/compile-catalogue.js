// Compiles one catalogue to ICU AST in-process, as `formatjs compile --ast` does (compile.mjs):
// the web app's build splits the result per page area (apps/web/scripts/messages-split.ts,
// issue 14) and so needs no `compiled/` from an earlier step.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';

/** The source catalogue of `locale`: message id to ICU message. */
export function readCatalogue(locale) {
  return JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8'));
}

/** The catalogue of `locale` compiled to AST: message id to ICU message AST. */
export function compileCatalogue(locale) {
  return Object.fromEntries(
    Object.entries(readCatalogue(locale)).map(([id, message]) => [id, parse(message)]),
  );
}
