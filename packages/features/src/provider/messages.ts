import type { MessageFormatElement } from 'react-intl';

/** Locales the features ship compiled texts for (issue 17: `locale="de"` is all a partner sets). */
export const locperfLocales = ['en', 'de', 'fr'] as const;
export type LocperfLocale = (typeof locperfLocales)[number];

/** Compiled (ICU AST) messages, as `IntlProvider` takes them. */
export type LocperfMessages = Record<string, MessageFormatElement[]>;

// One chunk per locale, bundled into the package: only the active locale is downloaded.
// Exported for tests only (a chunk that fails to load); the package's index does not list it.
export const loaders: Record<LocperfLocale, () => Promise<{ default: unknown }>> = {
  en: () => import('@locperf/locales/compiled/en.json'),
  de: () => import('@locperf/locales/compiled/de.json'),
  fr: () => import('@locperf/locales/compiled/fr.json'),
};

/** The nearest shipped locale: `de-AT` gives `de`, anything unknown `en`. */
export function resolveLocperfLocale(locale: string | undefined): LocperfLocale {
  const base = (locale ?? 'en').toLowerCase().split('-')[0];
  return (locperfLocales as readonly string[]).includes(base ?? '')
    ? (base as LocperfLocale)
    : 'en';
}

/**
 * Loads the shipped messages of a locale. Await it before server rendering and pass the result
 * as `messages`, so the first render is already translated.
 */
export async function loadLocperfMessages(locale: string): Promise<LocperfMessages> {
  return (await loaders[resolveLocperfLocale(locale)]()).default as LocperfMessages;
}
