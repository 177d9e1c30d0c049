import type { PageLoaders } from '../page-loader';

/** Pages of the reviews area (issue 7): inbox, Google accounts, review responder. */
export const reviewPages: PageLoaders = {};
