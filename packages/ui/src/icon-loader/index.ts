export {
  createIconLoader,
  iconCacheMaxAgeMs,
  iconCacheMaxEntries,
  iconMaxUrlLength,
  iconTimeoutMs,
  splitIconRequests,
} from './icon-loader';
export type { IconData, IconLoader, IconLoaderOptions } from './icon-loader';
