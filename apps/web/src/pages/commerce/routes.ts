import type { PageLoaders } from '../page-loader';

/** Pages of the commerce area (issue 6): shop with cart and checkout, subscriptions, invoice recipients. */
export const commercePages: PageLoaders = {
  '/shop': async () => ({ Component: (await import('./shop-page')).ShopPage }),
  '/settings/subscriptions': async () => ({
    Component: (await import('./subscriptions-page')).SubscriptionsPage,
  }),
  '/settings/customers': async () => ({
    Component: (await import('./customers-page')).CustomersPage,
  }),
};
