import type { Locale } from '../../i18n/locales';

/** The legal documents of the public pages. */
export type LegalDocumentName = 'impress' | 'privacy' | 'agb';

/**
 * The Markdown files under `locales/content/{locale}/{document}.md`. Each file is its own lazy
 * chunk, so a visit loads only the open document in the active locale. An operator replaces
 * the files and rebuilds; no code changes (see locales/content/README.md).
 */
const files = import.meta.glob<string>('../../../../../locales/content/*/*.md', {
  query: '?raw',
  import: 'default',
});

function loaderFor(locale: string, name: LegalDocumentName) {
  return files[`../../../../../locales/content/${locale}/${name}.md`];
}

/** Loads a legal document in the locale, falling back to English when that file is missing. */
export async function loadLegalDocument(locale: Locale, name: LegalDocumentName): Promise<string> {
  const load = loaderFor(locale, name) ?? loaderFor('en', name);
  if (!load) throw new Error(`locales/content/en/${name}.md is missing`);
  return load();
}
