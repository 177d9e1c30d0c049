import type { Plugin } from 'vite';

/** The app's own sources and the packages it builds from source (not tests or stories). */
const SOURCE = /\/(?:apps\/web\/src|packages\/(?:features|ui)\/src)\/.+\.tsx?$/;
const NOT_SOURCE = /\.(?:test|stories)\.tsx?$/;

/** `defaultMessage: '…'` (any quote, escapes kept), with the comma after it. */
const PROPERTY = /\bdefaultMessage\s*:\s*(['"`])(?:\\[\s\S]|(?!\1)[^\\])*\1\s*,?/g;
/** `defaultMessage="…"` or `defaultMessage={'…'}` on a JSX element. */
const ATTRIBUTE =
  /\sdefaultMessage=(?:"[^"]*"|'[^']*'|\{\s*(['"`])(?:\\[\s\S]|(?!\1)[^\\])*\1\s*\})/g;

/** The code without its messages' English default texts. */
export function stripDefaultMessages(code: string): string {
  return code.replace(PROPERTY, '').replace(ATTRIBUTE, '');
}

/**
 * Issue 14, `/` initial JS: every message in the code carried its English text as
 * `defaultMessage`, a second copy of what the English catalogue chunk holds (about 3 KiB gzip of
 * `/`'s JS, more on other pages). The app always loads the catalogue of its locale with the page's
 * area (locales/*.json are complete: catalogues.test.ts), so its production build drops them; the
 * packages' own builds keep them, for partners without our catalogues.
 */
export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'locperf:strip-default-messages',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.replaceAll('\\', '/').split('?')[0] ?? '';
      if (!SOURCE.test(file) || NOT_SOURCE.test(file) || !code.includes('defaultMessage')) {
        return null;
      }
      return { code: stripDefaultMessages(code), map: null };
    },
  };
}
