// The toast DOM contract, apart from the component so a Button can mark itself without pulling in
// the toast region and its styles.

/**
 * Marks what toasts must not cover: a bar on the bottom edge (a sheet's Apply row, the reply
 * editor's Publish row) is kept clear through `bottomOffset`; any other marked control (every
 * primary Button is marked) makes the app move the toasts to the edge where they cover none.
 */
export const toastAvoidAttribute = 'data-toast-avoid';

/** Marks the toast region itself, so an app can measure it (its placement logic). */
export const toastRegionAttribute = 'data-toast-region';

/** The screen edges toasts can sit on. */
export const toastPlacements = ['bottom', 'top'] as const satisfies readonly ToastPlacement[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ToastPlacement = 'bottom' | 'top';
