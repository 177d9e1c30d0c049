// The toast DOM contract, apart from the component so a Button can mark itself without pulling in
// the toast region and its styles.

/**
 * Marks what toasts must never cover: every primary Button, and the action bars on a screen's
 * bottom edge (a sheet's Apply row, the reply editor's Publish row). The region's place (top,
 * below the header) keeps clear of them; the end-to-end journeys check each marked control on
 * screen against the shown toasts.
 */
export const toastAvoidAttribute = 'data-toast-avoid';

/** Marks the toast region itself, so a test or an app can find and measure it. */
export const toastRegionAttribute = 'data-toast-region';

/**
 * Marks a panel the toasts move off while it shows: a drawer menu opened on a phone, whose first
 * entries a toast at the top covered (owner trial 9). While one overlaps the region's place at
 * the top, the region sits at the bottom edge, or waits hidden when the panel covers that edge
 * too (owner trial 10; use-clear-of-focus.ts).
 */
export const toastClearAttribute = 'data-toast-clear';
