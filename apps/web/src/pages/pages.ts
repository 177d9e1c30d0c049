import { accountPages } from './accounts/routes';
import { commercePages } from './commerce/routes';
import type { PageLoaders } from './page-loader';
import { reviewPages } from './reviews/routes';

/** Every area's page loaders, keyed by unprefixed path: the router's and the entry's one list. */
export const pageLoaders: PageLoaders = { ...accountPages, ...commercePages, ...reviewPages };
