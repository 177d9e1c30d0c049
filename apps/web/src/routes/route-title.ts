import {
  createIntl,
  createIntlCache,
  defineMessages,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { splitLocalePrefix } from '../i18n/locale-routing';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { routeTable } from './route-table';

/** Titles of the pages that are not in the route table, and the document title's pattern. */
export const shellTitles = defineMessages({
  notFound: { id: 'page.notFound.title', defaultMessage: 'Page not found' },
  error: { id: 'page.error.title', defaultMessage: 'Error' },
  document: { id: 'app.documentTitle', defaultMessage: '{page} · Location Performance' },
});

/** The document title for a page title, e.g. "Bewertungen · Location Performance". */
export function formatDocumentTitle(intl: IntlShape, page: MessageDescriptor): string {
  // Typed loosely: react-intl 12 infers no value types from defineMessages.
  const pattern: MessageDescriptor = shellTitles.document;
  return intl.formatMessage(pattern, { page: intl.formatMessage(page) });
}

/**
 * The title of a path (with or without a locale prefix, query or hash); a path outside the
 * route table is the 404 page.
 */
export function routeTitleMessage(pathname: string): MessageDescriptor {
  const { path } = splitLocalePrefix(pathname.replace(/[?#].*$/, ''));
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routeTable.find((entry) => entry.path === normalised)?.title ?? shellTitles.notFound;
}

const cache = createIntlCache();

/**
 * The document title of a route in a locale, without React or a router: for prerendering the
 * public pages at build time. `messages` is the locale's compiled catalogue
 * (`@locperf/locales/compiled/{locale}.json`).
 */
export function documentTitleFor(pathname: string, locale: Locale, messages: Messages): string {
  const intl = createIntl({ locale, defaultLocale: 'en', messages }, cache);
  return formatDocumentTitle(intl, routeTitleMessage(pathname));
}
