// Types of `@locperf/embed/loader.js` (issue 17: the partner trial had to cast `el.token`).
// Hand-written and small; `src/loader.ts` and `src/config.ts` are typed against them, so the
// runtime cannot drift from what a partner's TypeScript sees.

/** Options of `LocperfEmbed.configure`. */
export interface LocperfEmbedOptions {
  /** Where widget.js is, when it is not beside loader.js (self-hosted, another CDN path). */
  widgetUrl?: string;
}

/** The page-wide API the loader puts on `window.LocperfEmbed`. */
export interface LocperfEmbedApi {
  /** Says where widget.js is (an element's `widget-src` wins). */
  configure(options: LocperfEmbedOptions): void;
  /** Lets every widget on the page load (the visitor agreed in the host's consent banner). */
  grantConsent(): void;
}

/**
 * The attributes of `<locperf-reviews>` and `<locperf-booster>`. Unknown or invalid values fall
 * back to the defaults; the booster ignores the list options.
 */
export interface LocperfWidgetAttributes {
  /** The location id (required). */
  location: string;
  /** `en`, `de` or `fr`. @default the page's `<html lang>`, else `en` */
  locale?: 'en' | 'de' | 'fr';
  /** @default 'light' */
  theme?: 'light' | 'dark' | 'system';
  /** Review widget layout. @default 'list' */
  layout?: 'list' | 'grid' | 'badge' | 'carousel';
  /** Lowest star rating shown, 1 to 5. @default 1 */
  'min-stars'?: number | `${number}`;
  /** Present: reviews without text are not shown. */
  'hide-without-text'?: boolean | '' | 'true' | 'false';
  /** At most this many reviews, 1 to 50. @default 5 */
  'max-count'?: number | `${number}`;
  /** Present: the legal notice on reviews is shown. */
  'legal-notice'?: boolean | '' | 'true' | 'false';
  /** The API base, with its path prefix. @default the loader's origin + `/api` */
  'api-base'?: string;
  /** `required`: a click-to-load placeholder until consent is given. */
  consent?: 'required' | 'granted';
  /** Where widget.js is, for this element only. */
  'widget-src'?: string;
}

/** The names of {@link LocperfWidgetAttributes}. */
export type LocperfWidgetAttributeName = keyof LocperfWidgetAttributes;

/** A `<locperf-reviews>` or `<locperf-booster>` element. */
export interface LocperfWidgetElement extends HTMLElement {
  /** The widget token of the location, sent as `Widget-Token`; a property, never an attribute. */
  token: string | null;
  /** Lets this widget load (the visitor agreed elsewhere). */
  grantConsent(): void;
}

declare global {
  interface Window {
    LocperfEmbed?: LocperfEmbedApi;
  }
  interface HTMLElementTagNameMap {
    'locperf-reviews': LocperfWidgetElement;
    'locperf-booster': LocperfWidgetElement;
  }
}
