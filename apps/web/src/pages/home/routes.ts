import type { PageLoaders } from '../page-loader';

/**
 * The home page (issue 18: what needs attention, the insights summary), an area of its own: its
 * texts load without the accounts area's sign-in, sign-up and profile texts (issue 14, `/`
 * initial JS).
 */
export const homePages: PageLoaders = {
  '/': async () => ({ Component: (await import('./home-page')).HomePage }),
};
