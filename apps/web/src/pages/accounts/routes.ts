import type { PageLoaders } from '../page-loader';

/** Pages of the accounts area (issue 10): sign-in, sign-up, profile, organization, admin, public pages. */
export const accountPages: PageLoaders = {
  '/': async () => ({ Component: (await import('../home-page')).HomePage }),
  '/login': async () => ({ Component: (await import('../login-page')).LoginPage }),
};
