import type { PageLoaders } from '../page-loader';

/** Pages of the commerce area (issue 6): shop, cart, checkout, subscriptions, invoice recipients. */
export const commercePages: PageLoaders = {};
