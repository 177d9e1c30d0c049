import { lazy } from 'react';

/**
 * The filter fields in their own chunk: the date range's picker and calendar
 * (@internationalized/date) are a third of the inbox's code, and a phone only shows them in the
 * filter sheet (issue 14, route chunk budget and LCP of /reviews).
 */
export const LazyFilterFields = lazy(async () => ({
  default: (await import('./filter-fields')).FilterFields,
}));
