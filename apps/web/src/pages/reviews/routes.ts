import type { PageLoaders } from '../page-loader';

/** Pages of the reviews area (issue 7): inbox, Google accounts, review responder. */
export const reviewPages: PageLoaders = {
  '/reviews': async () => {
    const page = await import('./reviews-page');
    // A desktop's inbox filters come in their own chunk; the page shows once they are there.
    await page.ready;
    return { Component: page.ReviewsPage };
  },
  '/insights': async () => ({ Component: (await import('./insights-page')).InsightsPage }),
  '/settings/google-account': async () => ({
    Component: (await import('./google-account-page')).GoogleAccountPage,
  }),
  '/settings/review-responder': async () => ({
    Component: (await import('./review-responder-page')).ReviewResponderPage,
  }),
};
