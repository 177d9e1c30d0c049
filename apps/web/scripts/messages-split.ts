/**
 * Issue 14, Messages per area: the browser build splits each locale's catalogue into the shell's
 * texts and one chunk per page area (the folders of src/pages), so /login loads the shell's and
 * the accounts area's texts, not the shop's or the review inbox's.
 *
 * The split follows the module graph of the build itself, so nobody has to sort message ids by
 * hand (the source catalogues, locales/*.json, stay one file per locale):
 * - the shell is every module reachable from the entry, static and dynamic imports alike,
 *   without entering the pages an area's routes.ts loads;
 * - an area is every module reachable from its pages;
 * - a module's message ids are the catalogue ids it spells out as string literals (`id: '…'`,
 *   route titles, server keys), or every id under a template prefix (`` `outcome.${kind}` ``);
 * - the keys a server may send (spec section 3: toasts, flash messages, error entries, as the
 *   mock backend of packages/mocks sends them) are shell texts, whatever page is open.
 * An area's chunk holds its ids that the shell lacks. The catalogues are compiled to ICU AST here
 * (locales/compile-catalogue.js), so the build needs no `locales/compiled` from an earlier step.
 *
 * The chunks' content is written in `renderChunk`, once the module graph is complete; Rollup
 * hashes file names after that hook, so a changed text still changes the file name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileCatalogue } from '@locperf/locales/compile-catalogue';
import type { Plugin, ResolvedConfig } from 'vite';

const locales = ['en', 'de', 'fr'] as const;
type Messages = Record<string, unknown>;

const LOADERS = '/src/i18n/catalogue-loaders.ts';
const VIRTUAL = '\0locperf-messages/';
const placeholder = (locale: string, part: string) => `__LOCPERF_MESSAGES_${locale}_${part}__`;

/** The catalogue ids a module's code names (string literals and template prefixes). */
export function idsInCode(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [, id = ''] of code.matchAll(/["'`]((?:[\w-]+\.)+[\w-]+)["'`]/g)) {
    if (known.has(id)) found.add(id);
  }
  for (const [, prefix = ''] of code.matchAll(/`((?:[\w-]+\.)+)\$\{/g)) {
    for (const id of known) if (id.startsWith(prefix)) found.add(id);
  }
  return found;
}

/** Every .ts file under `dir` that is not a test or a story. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) =>
    entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
      ? [join(entry.parentPath, entry.name)]
      : [],
  );
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    code: string | null;
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** The areas' pages: the modules each `src/pages/<area>/routes.ts` imports dynamically. */
function areaPages(graph: ModuleGraph): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const id of graph.getModuleIds()) {
    const match = /\/src\/pages\/([\w-]+)\/routes\.ts$/.exec(id);
    if (match?.[1])
      areas.set(match[1], [...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])]);
  }
  return areas;
}

function reachable(graph: ModuleGraph, start: Iterable<string>, stop: ReadonlySet<string>) {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (!stop.has(next)) queue.push(next);
    }
  }
  return seen;
}

/** The ids of the shell and of each area (beyond the shell's). */
export function splitIds(graph: ModuleGraph, known: ReadonlySet<string>, serverIds: Set<string>) {
  const areas = areaPages(graph);
  const pages = new Set([...areas.values()].flat());
  const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  const idsOf = (modules: Set<string>) => {
    const ids = new Set<string>();
    for (const id of modules) {
      const code = graph.getModuleInfo(id)?.code;
      if (code) for (const found of idsInCode(code, known)) ids.add(found);
    }
    return ids;
  };
  const shell = idsOf(reachable(graph, entries, pages));
  for (const id of serverIds) shell.add(id);
  const byArea = new Map<string, Set<string>>();
  for (const [area, start] of areas) {
    const ids = idsOf(reachable(graph, start, new Set()));
    byArea.set(area, new Set([...ids].filter((id) => !shell.has(id))));
  }
  return { shell, areas: byArea };
}

function pick(messages: Messages, ids: Iterable<string>): Messages {
  const picked: Messages = {};
  for (const id of [...ids].sort()) if (id in messages) picked[id] = messages[id];
  return picked;
}

/**
 * Replaces src/i18n/catalogue-loaders.ts in builds. The browser build gets the split; the
 * prerender's server build the whole catalogue per locale, compiled here as well.
 */
export function splitMessages(): Plugin {
  let config: ResolvedConfig;
  let areaNames: string[] = [];
  let split: ReturnType<typeof splitIds> | null = null;
  const catalogues = new Map<string, Messages>();
  const compiled = (locale: string) => {
    let messages = catalogues.get(locale);
    if (!messages) {
      messages = compileCatalogue(locale) as Messages;
      catalogues.set(locale, messages);
    }
    return messages;
  };

  return {
    name: 'locperf:messages-split',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      areaNames = readdirSync(resolve(config.root, 'src/pages'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? source : null;
    },
    load(id) {
      if (id.startsWith(VIRTUAL)) {
        const [, locale = '', part = ''] = /^(\w+)-(.+)\.js$/.exec(id.slice(VIRTUAL.length)) ?? [];
        if (config.build.ssr) {
          return `export default ${JSON.stringify(compiled(locale))};`;
        }
        return `export default JSON.parse(${JSON.stringify(placeholder(locale, part))});`;
      }
      if (!id.endsWith(LOADERS)) return null;
      const load = (locale: string, part: string) =>
        `() => import(${JSON.stringify(`${VIRTUAL}${locale}-${part}.js`)})`;
      const shell = locales.map((l) => `${l}: ${load(l, 'shell')}`).join(', ');
      const areas = config.build.ssr
        ? ''
        : locales
            .map((l) => `${l}: { ${areaNames.map((a) => `${a}: ${load(l, a)}`).join(', ')} }`)
            .join(', ');
      return `export const shellCatalogues = { ${shell} };\nexport const areaCatalogues = { ${areas} };\n`;
    },
    renderChunk: {
      order: 'post',
      handler(code) {
        if (!code.includes('__LOCPERF_MESSAGES_')) return null;
        if (!split) {
          const known = new Set(Object.keys(compiled('en')));
          const mocks = resolve(config.root, '../../packages/mocks/src');
          const serverIds = new Set<string>();
          for (const file of sourceFiles(mocks)) {
            for (const id of idsInCode(readFileSync(file, 'utf8'), known)) serverIds.add(id);
          }
          split = splitIds(this, known, serverIds);
        }
        const { shell, areas } = split;
        return code.replace(
          /["'`]__LOCPERF_MESSAGES_(\w+?)_([\w-]+)__["'`]/g,
          (_m, locale, part) => {
            const ids = part === 'shell' ? shell : (areas.get(part) ?? new Set<string>());
            return JSON.stringify(JSON.stringify(pick(compiled(locale), ids)));
          },
        );
      },
    },
  };
}
