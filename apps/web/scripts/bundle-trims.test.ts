import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { gregorianCalendarOnly } from './gregorian-calendar-only';
import { reactAriaLocales } from './react-aria-locales';

/** Calls a plugin hook that may be a function or an object with a handler. */
function call<K extends 'load' | 'resolveId'>(plugin: Plugin, hook: K, ...args: unknown[]) {
  const value = plugin[hook] as unknown;
  const fn = (typeof value === 'function' ? value : (value as { handler: unknown }).handler) as (
    ...a: unknown[]
  ) => unknown;
  return fn.call({}, ...args);
}

const ARIA = '/repo/node_modules/.pnpm/react-aria@3/node_modules/react-aria/dist/private/intl';

describe('react-aria texts of the app locales only (issue 14, route chunk budget)', () => {
  it('turns a table of another language into the English one', () => {
    expect(call(reactAriaLocales(), 'load', `${ARIA}/calendar/el-GR.mjs`)).toBe(
      `export { default } from "${ARIA}/calendar/en-US.mjs";`,
    );
  });

  it('keeps the tables of en, de and fr, and any other module', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
      expect(call(reactAriaLocales(), 'load', `${ARIA}/calendar/${locale}.mjs`)).toBeNull();
    }
    expect(call(reactAriaLocales(), 'load', '/repo/packages/ui/src/intl/el-GR.mjs')).toBeNull();
  });
});

describe('Gregorian calendar only (issue 14, route chunk budget)', () => {
  const index = '/repo/node_modules/@internationalized/date/dist/index.mjs';

  it("replaces @internationalized/date's createCalendar with one that makes Gregorian calendars", () => {
    const plugin = gregorianCalendarOnly();
    const id = call(plugin, 'resolveId', './private/createCalendar.mjs', index);
    expect(id).toEqual(expect.any(String));
    const code = call(plugin, 'load', id) as string;
    expect(code).toContain(
      'from "/repo/node_modules/@internationalized/date/dist/private/calendars/GregorianCalendar.mjs"',
    );
    expect(code).toContain('export function createCalendar()');
  });

  it('leaves every other import alone', () => {
    const plugin = gregorianCalendarOnly();
    expect(call(plugin, 'resolveId', './private/createCalendar.mjs', '/repo/src/x.ts')).toBeNull();
    expect(call(plugin, 'resolveId', './private/queries.mjs', index)).toBeNull();
  });
});
