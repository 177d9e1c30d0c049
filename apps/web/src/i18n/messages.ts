import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

/** One chunk per locale: only the active locale's compiled (AST) messages are loaded. */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@locperf/locales/compiled/en.json'),
  de: () => import('@locperf/locales/compiled/de.json'),
  fr: () => import('@locperf/locales/compiled/fr.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  // The compiled catalogues are produced by `formatjs compile --ast` (locales/compile.mjs).
  return (await loaders[locale]()).default as Messages;
}
