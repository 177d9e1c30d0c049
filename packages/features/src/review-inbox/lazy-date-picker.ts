import { lazy } from 'react';

/**
 * The date picker in a chunk of its own: with its calendar it is larger than the rest of the
 * inbox, so it alone would break the route chunk budget of 40 KiB (issue 14). The filters load it
 * together with their other fields (lazy-filter-fields.ts), not after them.
 */
export const loadDatePicker = () => import('@locperf/ui/date-picker');

export const LazyDatePicker = lazy(async () => ({ default: (await loadDatePicker()).DatePicker }));
