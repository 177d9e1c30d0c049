import type { MessageFormatElement } from 'react-intl';
import { areaCatalogues, shellCatalogues, type CatalogueLoader } from './catalogue-loaders';
import type { Locale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

/** A page area (the folder under apps/web/src/pages): its pages share one catalogue chunk. */
export type Area = string;

const catalogueOf = async (load: () => Promise<{ default: unknown }>) =>
  (await load()).default as Messages;

/** Where the catalogue chunks come from (the build's, by default). */
export interface CatalogueSources {
  shell: Record<Locale, CatalogueLoader>;
  areas: Partial<Record<Locale, Record<Area, CatalogueLoader>>>;
}

const builtSources: CatalogueSources = { shell: shellCatalogues, areas: areaCatalogues };

/** One locale's messages, filled as its catalogue chunks arrive. */
function localeCatalogue(locale: Locale, sources: CatalogueSources) {
  const messages: Messages = {};
  const areas = new Map<Area, Promise<void>>();
  const shell = catalogueOf(sources.shell[locale]).then((m) => void Object.assign(messages, m));
  return {
    locale,
    messages,
    shell,
    addArea(area: Area): Promise<void> {
      let loading = areas.get(area);
      if (!loading) {
        const load = sources.areas[locale]?.[area];
        loading = load
          ? catalogueOf(load).then((m) => void Object.assign(messages, m))
          : Promise.resolve();
        areas.set(area, loading);
      }
      // The page renders inside the shell, so both must be there.
      return Promise.all([shell, loading]).then(() => undefined);
    },
    areas: () => [...areas.keys()],
  };
}

/**
 * The messages the app renders with (issue 14, Messages per area): the active locale's shell
 * texts and those of the page areas visited so far, in one object that grows as areas load. The
 * entry starts the shell and the current page's area in parallel with the app chunk; a route's
 * `lazy` waits for its area (`addArea`), so react-intl finds a page's texts without the app
 * re-rendering. The catalogues are compiled to AST at build time (no ICU parser at runtime).
 */
export function createCatalogue(locale: Locale, sources: CatalogueSources = builtSources) {
  let current = localeCatalogue(locale, sources);
  return {
    get locale(): Locale {
      return current.locale;
    },
    /** The current locale's messages; complete for the shell once `ready` resolves. */
    get messages(): Messages {
      return current.messages;
    },
    /** Resolves with the messages once the shell's texts are there. */
    ready(): Promise<Messages> {
      const target = current;
      return target.shell.then(() => target.messages);
    },
    /** Loads an area's texts (nothing for `undefined`); resolves once they and the shell's are in. */
    addArea(area: Area | undefined): Promise<void> {
      return area === undefined ? current.shell : current.addArea(area);
    },
    /** Loads `locale` with every area loaded so far and makes it current; resolves with its messages. */
    async switchTo(locale: Locale): Promise<Messages> {
      const previous = current;
      const next = localeCatalogue(locale, sources);
      await Promise.all(previous.areas().map((area) => next.addArea(area)));
      await next.shell;
      current = next;
      // An area that started loading meanwhile is added in the new locale too.
      await Promise.all(previous.areas().map((area) => next.addArea(area)));
      return next.messages;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
