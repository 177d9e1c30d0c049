import type { Area } from '../i18n/messages';
import { accountPages } from './accounts/routes';
import { commercePages } from './commerce/routes';
import { homePages } from './home/routes';
import type { PageLoaders } from './page-loader';
import { reviewPages } from './reviews/routes';

/**
 * Every area's page loaders by unprefixed path. An area is the folder its routes.ts sits in;
 * the build gives each area its own catalogue chunk (scripts/messages-split.ts, issue 14).
 */
const areas = {
  home: homePages,
  accounts: accountPages,
  commerce: commercePages,
  reviews: reviewPages,
};

/** Every area's page loaders, keyed by unprefixed path: the router's and the link prefetch's one list. */
export const pageLoaders: PageLoaders = {
  ...homePages,
  ...accountPages,
  ...commercePages,
  ...reviewPages,
};

/** The area of each page, keyed like {@link pageLoaders}. */
export const pageAreas: Readonly<Record<string, Area>> = Object.fromEntries(
  Object.entries(areas).flatMap(([area, pages]) => Object.keys(pages).map((path) => [path, area])),
);
