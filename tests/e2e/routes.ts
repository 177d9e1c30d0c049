import { readFileSync } from 'node:fs';

/** Every route of spec section 2 (apps/web/src/routes/route-table.ts), by who may see it. */
export const signedOutOnly = ['/login', '/signup', '/auth/password/reset'];
export const openRoutes = ['/confirm', '/contact', '/impress', '/privacy', '/agb'];
export const signedInRoutes = [
  '/',
  '/reviews',
  '/insights',
  '/shop',
  '/settings/customers',
  '/settings/google-account',
  '/settings/organization',
  '/settings/review-responder',
  '/settings/subscriptions',
  '/profile/contact',
  '/profile/cookies',
  '/profile/locale',
  '/profile/notifications',
  '/profile/password',
  '/admin',
];
/** An unknown path: the 404 page. */
export const unknownPath = '/no/such/page';

export const testLocales = ['en', 'de', 'fr'] as const;
export type TestLocale = (typeof testLocales)[number];

/** The title message of each path (route-table.ts), and of the 404 page. */
const titleIds: Record<string, string> = {
  '/': 'page.home.title',
  '/login': 'page.login.title',
  '/signup': 'page.signup.title',
  '/auth/password/reset': 'page.passwordReset.title',
  '/confirm': 'page.confirm.title',
  '/contact': 'page.contact.title',
  '/impress': 'page.impress.title',
  '/privacy': 'page.privacy.title',
  '/agb': 'page.agb.title',
  '/reviews': 'page.reviews.title',
  '/insights': 'page.insights.title',
  '/shop': 'page.shop.title',
  '/settings/customers': 'page.customers.title',
  '/settings/google-account': 'page.googleAccount.title',
  '/settings/organization': 'page.organization.title',
  '/settings/review-responder': 'page.reviewResponder.title',
  '/settings/subscriptions': 'page.subscriptions.title',
  '/profile/contact': 'page.profileContact.title',
  '/profile/cookies': 'page.profileCookies.title',
  '/profile/locale': 'page.profileLocale.title',
  '/profile/notifications': 'page.profileNotifications.title',
  '/profile/password': 'page.profilePassword.title',
  '/admin': 'page.admin.title',
  [unknownPath]: 'page.notFound.title',
};

const catalogues = Object.fromEntries(
  testLocales.map((locale) => [
    locale,
    JSON.parse(
      readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ]),
) as Record<TestLocale, Record<string, string>>;

/** The document title a path must have in a locale, read from the catalogues themselves. */
export function expectedTitle(path: string, locale: TestLocale): string {
  const catalogue = catalogues[locale];
  const id = titleIds[path];
  const page = id ? catalogue[id] : undefined;
  const pattern = catalogue['app.documentTitle'];
  if (!page || !pattern) throw new Error(`No title for ${path} in ${locale}`);
  return pattern.replace('{page}', page);
}
