import type { LocperfWidgetAttributeName } from '../types/loader.js';
import type { LocperfEmbedConfig, mount } from '../types/widget.js';

/**
 * The attributes of `<locperf-reviews>` and `<locperf-booster>` (issue 8), parsed once by the
 * loader and handed to the widget bundle. Unknown or invalid values fall back to the defaults.
 */
export type EmbedConfig = LocperfEmbedConfig;

/**
 * Our own consent entry in local storage: `COOKIE_CONSENT_STORAGE_KEY` of `@locperf/api/messages`,
 * written out because the widget bundle imports that constant too, and one module shared by both
 * entries becomes a chunk of its own, one more request before the loader can run.
 * config.test.ts checks that both agree.
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Attributes the elements react to (the shipped typings list them all, `types/loader.d.ts`). */
export const observedAttributes = [
  'location',
  'locale',
  'theme',
  'layout',
  'min-stars',
  'hide-without-text',
  'max-count',
  'legal-notice',
  'api-base',
  'consent',
] as const satisfies readonly LocperfWidgetAttributeName[];

function oneOf<T extends string>(value: string | null, list: readonly T[], fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

function intIn(value: string | null, min: number, max: number, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** The locale: the attribute, else the host page's `<html lang>`, else English. */
export function localeOf(element: Element): EmbedConfig['locale'] {
  const lang = (element.getAttribute('locale') ?? element.ownerDocument.documentElement.lang)
    .slice(0, 2)
    .toLowerCase();
  return oneOf(lang, ['en', 'de', 'fr'] as const, 'en');
}

/** Reads the configuration of an element; `defaultApiBase` comes from the loader's own URL. */
export function readConfig(element: Element, defaultApiBase: string): EmbedConfig {
  const attr = (name: string) => element.getAttribute(name);
  return {
    kind: element.localName === 'locperf-booster' ? 'booster' : 'reviews',
    apiBase: attr('api-base') ?? defaultApiBase,
    locationId: attr('location') ?? '',
    locale: localeOf(element),
    theme: oneOf(attr('theme'), ['light', 'dark', 'system'] as const, 'light'),
    layout: oneOf(attr('layout'), ['list', 'grid', 'badge', 'carousel'] as const, 'list'),
    minRating: intIn(attr('min-stars'), 1, 5, 1),
    withTextOnly: attr('hide-without-text') !== null && attr('hide-without-text') !== 'false',
    maxCount: intIn(attr('max-count'), 1, 50, 5),
    legalNotice: attr('legal-notice') !== null && attr('legal-notice') !== 'false',
  };
}

/** What the widget bundle exports to the loader. */
export interface WidgetModule {
  mount: typeof mount;
}

/**
 * Where widget.js also leaves its module when it runs (issue 17): a partner's minifier may turn
 * the copied widget.js into a classic script (esbuild-loader's `EsbuildPlugin` with a `target`
 * wraps every .js asset in an IIFE), which drops its export. A registered symbol, so no name
 * on the page can clash with it.
 */
export const widgetSlot = Symbol.for('locperf.embed.widget');

/** The module an `import()` of widget.js gave, or the one it left in {@link widgetSlot}. */
export function widgetModuleOf(imported: Partial<WidgetModule>): WidgetModule {
  if (typeof imported.mount === 'function') return imported as WidgetModule;
  const left = (globalThis as { [widgetSlot]?: WidgetModule })[widgetSlot];
  if (!left) throw new Error('widget.js exported no mount');
  return left;
}
