/**
 * Stories only: a 375 × 812 phone (issue "Phone-first"). Storybook's viewport addon and its
 * Vitest runner both read these, so the story test runs at that size.
 */
export const phoneParameters = {
  viewport: {
    options: { phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } },
  },
} as const;

/**
 * Globals that select {@link phoneParameters}' phone. The theme and the locale stay the
 * toolbar's (issue 20: no per-theme or per-locale duplicates).
 */
export const phoneGlobals = () => ({ viewport: { value: 'phone' } });

/**
 * A touch screen without a fine pointer: `(pointer: fine)` stops matching, as on a phone, while
 * every other media query keeps the browser's answer. Returns the cleanup for `beforeEach`.
 */
export function asTouchScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes('pointer: fine')) return list;
    // A touch screen never gains a fine pointer, so the list never changes.
    const touch: Partial<MediaQueryList> = {
      matches: false,
      media: list.media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    return touch as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
