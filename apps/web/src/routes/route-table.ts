import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Locale } from '../i18n/locales';
import type { PageAccess } from '../navigation/guard';

/** Every route of spec section 2, with its access kind and the title it shows. */
export interface RouteEntry {
  /** Path without a locale prefix; the router adds `/en`, `/de` and `/fr` variants. */
  path: string;
  access: PageAccess;
  title: MessageDescriptor;
}

/**
 * The `handle` of the router's routes, read through `useMatches()`. It lives here, next to the
 * table, so pages that read it need not import the router (which imports every page).
 */
export interface RouteHandle {
  /** The locale a path prefix sets (`/de/…`), or null for unprefixed paths. */
  localePrefix?: Locale | null;
  /** The page's title (the document title follows it). */
  title?: RouteEntry['title'];
}

const titles = defineMessages({
  home: { id: 'page.home.title', defaultMessage: 'Home' },
  login: { id: 'page.login.title', defaultMessage: 'Sign in' },
  signup: { id: 'page.signup.title', defaultMessage: 'Sign up' },
  passwordReset: { id: 'page.passwordReset.title', defaultMessage: 'Reset your password' },
  confirm: { id: 'page.confirm.title', defaultMessage: 'Confirm your email address' },
  contact: { id: 'page.contact.title', defaultMessage: 'Contact' },
  impress: { id: 'page.impress.title', defaultMessage: 'Imprint' },
  privacy: { id: 'page.privacy.title', defaultMessage: 'Privacy policy' },
  agb: { id: 'page.agb.title', defaultMessage: 'Terms and conditions' },
  reviews: { id: 'page.reviews.title', defaultMessage: 'Reviews' },
  insights: { id: 'page.insights.title', defaultMessage: 'Insights' },
  shop: { id: 'page.shop.title', defaultMessage: 'Shop' },
  customers: { id: 'page.customers.title', defaultMessage: 'Invoice recipients' },
  googleAccount: { id: 'page.googleAccount.title', defaultMessage: 'Google accounts' },
  organization: { id: 'page.organization.title', defaultMessage: 'Company data' },
  reviewResponder: { id: 'page.reviewResponder.title', defaultMessage: 'Review responder' },
  subscriptions: { id: 'page.subscriptions.title', defaultMessage: 'Subscriptions' },
  profileContact: { id: 'page.profileContact.title', defaultMessage: 'Contact details' },
  profileCookies: { id: 'page.profileCookies.title', defaultMessage: 'Cookie settings' },
  profileLocale: { id: 'page.profileLocale.title', defaultMessage: 'Language and time zone' },
  profileNotifications: { id: 'page.profileNotifications.title', defaultMessage: 'Notifications' },
  profilePassword: { id: 'page.profilePassword.title', defaultMessage: 'Change password' },
  admin: { id: 'page.admin.title', defaultMessage: 'Administration' },
});

/**
 * The 22 routes of spec section 2, and /insights (issue 18). Sign-in, sign-up and password reset are signed-out only
 * (a signed-in visitor has no use for them); the other public pages are open to everyone.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', access: 'protected', title: titles.home },
  { path: '/login', access: 'signedOut', title: titles.login },
  { path: '/signup', access: 'signedOut', title: titles.signup },
  { path: '/auth/password/reset', access: 'signedOut', title: titles.passwordReset },
  { path: '/confirm', access: 'open', title: titles.confirm },
  { path: '/contact', access: 'open', title: titles.contact },
  { path: '/impress', access: 'open', title: titles.impress },
  { path: '/privacy', access: 'open', title: titles.privacy },
  { path: '/agb', access: 'open', title: titles.agb },
  { path: '/reviews', access: 'protected', title: titles.reviews },
  { path: '/insights', access: 'protected', title: titles.insights },
  { path: '/shop', access: 'protected', title: titles.shop },
  { path: '/settings/customers', access: 'protected', title: titles.customers },
  { path: '/settings/google-account', access: 'protected', title: titles.googleAccount },
  { path: '/settings/organization', access: 'protected', title: titles.organization },
  { path: '/settings/review-responder', access: 'protected', title: titles.reviewResponder },
  { path: '/settings/subscriptions', access: 'protected', title: titles.subscriptions },
  { path: '/profile/contact', access: 'protected', title: titles.profileContact },
  { path: '/profile/cookies', access: 'protected', title: titles.profileCookies },
  { path: '/profile/locale', access: 'protected', title: titles.profileLocale },
  { path: '/profile/notifications', access: 'protected', title: titles.profileNotifications },
  { path: '/profile/password', access: 'protected', title: titles.profilePassword },
  { path: '/admin', access: 'admin', title: titles.admin },
];
