import type { Plugin } from 'vite';

/** The app's locales (spec section 5) as react-aria names its string tables. */
const KEPT = new Set(['en-US', 'de-DE', 'fr-FR']);
const TABLE =
  /[\\/]react-aria[^\\/]*[\\/]dist[\\/]private[\\/]intl[\\/][^\\/]+[\\/]([a-z]{2,3}-[A-Z]{2})\.mjs$/;

/**
 * react-aria ships the texts of its components (a calendar's "Next month", a dialog's
 * "Dismiss") in 34 languages, and each component's chunk carries all of them: 20 KiB of the
 * date picker's 44 (issue 14, route chunk budget and initial JS). The app speaks en, de and fr:
 * every other table becomes the English one, so a lookup can never find nothing. This is what
 * react-aria's own optimize-locales plugin does, without the dependency.
 */
export function reactAriaLocales(): Plugin {
  return {
    name: 'locperf:react-aria-locales',
    enforce: 'pre',
    load(id) {
      const match = TABLE.exec(id);
      if (!match || KEPT.has(match[1]!)) return null;
      return `export { default } from ${JSON.stringify(id.replace(TABLE, (table, locale: string) => table.replace(`${locale}.mjs`, 'en-US.mjs')))};`;
    },
  };
}
