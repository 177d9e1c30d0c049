import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0locperf:gregorian-create-calendar';

/**
 * `@internationalized/date`'s `createCalendar` names every calendar system it knows (Japanese,
 * Islamic, Hebrew, Ethiopic…), so the date picker's chunk carried all of them, ~5 KiB gzip, and
 * broke the route chunk budget of 40 KiB (issue 14). The app's locales (en, de, fr; spec
 * section 5) all use the Gregorian calendar, which is also what `createCalendar` answers for any
 * name it does not know; this build gives every caller that answer.
 */
export function gregorianCalendarOnly(): Plugin {
  let gregorian = '';
  return {
    name: 'locperf:gregorian-calendar-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source !== './private/createCalendar.mjs' ||
        !importer?.replaceAll('\\', '/').includes('/@internationalized/date/dist/')
      ) {
        return null;
      }
      gregorian = join(dirname(importer), 'private/calendars/GregorianCalendar.mjs');
      return VIRTUAL;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return [
        `import { GregorianCalendar } from ${JSON.stringify(gregorian)};`,
        'export function createCalendar() {',
        '  return new GregorianCalendar();',
        '}',
      ].join('\n');
    },
  };
}
