import { lazy } from 'react';
import { loadDatePicker } from './lazy-date-picker';

/** The filter fields, their date pickers and the view choice (selects), loaded together. */
const loadFilters = () =>
  Promise.all([import('./filter-fields'), import('./view-bar'), loadDatePicker()]);

/**
 * The filter fields in their own chunk: a phone only shows them in the filter sheet, and the
 * first review cards must not wait for their code (issue 14, route chunk budget and LCP of
 * /reviews).
 */
export const LazyFilterFields = lazy(async () => ({
  default: (await loadFilters())[0].FilterFields,
}));

/** The order and view choice: selects, like the filters (a phone shows it in the sheet too). */
export const LazyViewBar = lazy(async () => ({ default: (await loadFilters())[1].ViewBar }));

/** The phone's filter sheet, loaded when it first opens. */
export const LazySheet = lazy(async () => ({ default: (await import('@locperf/ui/sheet')).Sheet }));
