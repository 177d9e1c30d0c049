// Types of `@locperf/embed/widget.js`: the widget code that loader.js loads (after consent) and
// mounts into each element's shadow root. Not meant to be called by hand; use the elements.

/** What the loader reads from an element's attributes and hands to the widget. */
export interface LocperfEmbedConfig {
  kind: 'reviews' | 'booster';
  apiBase: string;
  locationId: string;
  locale: 'en' | 'de' | 'fr';
  theme: 'light' | 'dark' | 'system';
  layout: 'list' | 'grid' | 'badge' | 'carousel';
  minRating: number;
  withTextOnly: boolean;
  maxCount: number;
  legalNotice: boolean;
}

/** Renders a widget into `shadow`; the loader calls it once per element. */
export declare function mount(
  shadow: ShadowRoot,
  config: LocperfEmbedConfig,
  getToken: () => string | null | undefined,
): { update(config: LocperfEmbedConfig): void; unmount(): void };
