import type { PageLoaders } from '../page-loader';

/** Pages of the accounts area (issue 10): sign-in, sign-up, profile, organization, admin, public pages. */
export const accountPages: PageLoaders = {
  '/login': async () => ({ Component: (await import('./login-page')).LoginPage }),
  '/signup': async () => ({ Component: (await import('./signup-page')).SignUpPage }),
  '/auth/password/reset': async () => ({
    Component: (await import('./password-reset-page')).PasswordResetPage,
  }),
  '/confirm': async () => ({ Component: (await import('./confirm-page')).ConfirmPage }),
  '/contact': async () => ({ Component: (await import('./contact-page')).ContactPage }),
  '/impress': async () => ({ Component: (await import('./legal-page')).ImpressPage }),
  '/privacy': async () => ({ Component: (await import('./legal-page')).PrivacyPage }),
  '/agb': async () => ({ Component: (await import('./legal-page')).AgbPage }),
  '/settings/organization': async () => ({
    Component: (await import('./organization-page')).OrganizationPage,
  }),
  '/profile/contact': async () => ({
    Component: (await import('./profile-pages')).ProfileContactPage,
  }),
  '/profile/locale': async () => ({
    Component: (await import('./profile-pages')).ProfileLocalePage,
  }),
  '/profile/password': async () => ({
    Component: (await import('./profile-pages')).ProfilePasswordPage,
  }),
  '/profile/notifications': async () => ({
    Component: (await import('./profile-pages')).ProfileNotificationsPage,
  }),
  '/profile/cookies': async () => ({
    Component: (await import('./profile-pages')).ProfileCookiesPage,
  }),
  '/admin': async () => ({ Component: (await import('./admin-page')).AdminPage }),
};
