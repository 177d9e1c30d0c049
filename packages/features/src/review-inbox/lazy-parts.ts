import { lazy } from 'react';
import type { InboxParts } from './inbox-parts';

/** The filter parts' chunk: the fields with their date pickers, the view choice and the sheet. */
export const preloadInboxParts = () => import('./static-parts');

/**
 * The filter parts loaded when first rendered. On a phone that is when the filter sheet first
 * opens; on a desktop, with the inbox (the app preloads them beside the page's own chunk).
 */
export const lazyInboxParts: InboxParts = {
  FilterFields: lazy(async () => ({
    default: (await preloadInboxParts()).staticInboxParts.FilterFields,
  })),
  ViewBar: lazy(async () => ({ default: (await preloadInboxParts()).staticInboxParts.ViewBar })),
  Sheet: lazy(async () => ({ default: (await preloadInboxParts()).staticInboxParts.Sheet })),
  preload: () => void preloadInboxParts(),
};
