/** The catalogues, en first: it is the source the others are translated from. */
export const locales = ['en', 'de', 'fr'];
export const sourceLocale = 'en';
