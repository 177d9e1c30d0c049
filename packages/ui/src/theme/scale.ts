import { layout } from '../tokens/layout';

/**
 * Raw values of every non-colour token, shared by both themes. Like `palette.ts`, plain data:
 * `theme.css.ts` builds the theme classes from it and the Foundations pages in Storybook read
 * the same objects, so there is one copy of each value.
 */
export const scale = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
    },
    /** Regular body text, medium labels, semibold headings and actions, bold page titles. */
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    /** Tight for headings, snug for labels and captions, normal for running text. */
    lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
    /** Large headings close up a little; the uppercase eyebrow opens up. */
    letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.06em' },
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  transition: `${layout.transitionMs}ms`,
  transitionFast: '150ms',
  layout: {
    container: layout.container,
    sidenavOpen: layout.sidenavOpen,
    sidenavHalf: layout.sidenavHalf,
    header: layout.header,
  },
  zIndex: { overlay: '100', toast: '200' },
} as const;

/** Elevation levels, lowest first: what sits on what. */
export const elevationLevels = [
  'flat',
  'raised',
  'popover',
  'modal',
] as const satisfies readonly ElevationLevel[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ElevationLevel = 'flat' | 'raised' | 'popover' | 'modal';

/**
 * Shadows per level. Dark surfaces need darker, denser shadows to read at all, so each theme
 * has its own values; a raised card in dark also relies on its lighter surface colour.
 */
export const lightElevation: Record<ElevationLevel, string> = {
  flat: 'none',
  raised: '0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.1)',
  popover: '0 8px 24px rgba(17, 24, 39, 0.18)',
  modal: '0 20px 48px rgba(17, 24, 39, 0.28)',
};
export const darkElevation: Record<ElevationLevel, string> = {
  flat: 'none',
  raised: '0 1px 3px rgba(0, 0, 0, 0.5)',
  popover: '0 8px 24px rgba(0, 0, 0, 0.6)',
  modal: '0 20px 48px rgba(0, 0, 0, 0.7)',
};
