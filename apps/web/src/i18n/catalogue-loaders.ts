import type { Locale } from './locales';

/**
 * Where the compiled (AST) catalogues come from. This file serves `vite dev`, the unit tests and
 * the prerender's server build: each locale's whole catalogue (`locales/compiled`), no areas.
 * The browser build replaces it (scripts/messages-split.ts, issue 14, Messages per area) with one
 * chunk for the shell's texts and one per page area, so a page loads only its own texts.
 */
export type CatalogueLoader = () => Promise<{ default: unknown }>;

/** The texts the shell needs: here, all of them. */
export const shellCatalogues: Record<Locale, CatalogueLoader> = {
  en: () => import('@locperf/locales/compiled/en.json'),
  de: () => import('@locperf/locales/compiled/de.json'),
  fr: () => import('@locperf/locales/compiled/fr.json'),
};

/** An area's texts beyond the shell's, by locale and area; empty here (the shell has all). */
export const areaCatalogues: Partial<Record<Locale, Record<string, CatalogueLoader>>> = {};
