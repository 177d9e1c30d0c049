import { createThemeContract } from '@vanilla-extract/css';
import type { Palette } from '../theme/palette';

const colorContract: Record<keyof Palette, null> = {
  background: null,
  surface: null,
  text: null,
  textMuted: null,
  border: null,
  borderSubtle: null,
  primary: null,
  primaryHover: null,
  onPrimary: null,
  primaryText: null,
  secondary: null,
  secondaryHover: null,
  onSecondary: null,
  secondaryBorder: null,
  danger: null,
  dangerHover: null,
  onDanger: null,
  disabled: null,
  onDisabled: null,
  focusRing: null,
  selected: null,
  star: null,
  infoSurface: null,
  infoText: null,
  successSurface: null,
  successText: null,
  warningSurface: null,
  warningText: null,
  errorSurface: null,
  errorText: null,
};

/**
 * The theme contract: every style reads tokens from here, never raw values. It emits no CSS,
 * so other packages' `.css.ts` files can import `@locperf/ui/tokens` from the built package.
 */
export const vars = createThemeContract({
  color: colorContract,
  /** Dimming layer behind modals and the drawer; not part of the palette (it is translucent). */
  backdrop: null,
  /** Shadows by elevation level (`elevationLevels`): flat, raised cards, popovers, modals. */
  elevation: { flat: null, raised: null, popover: null, modal: null },
  /** Same value as `elevation.popover`, kept for existing styles. */
  shadow: { popover: null },
  font: {
    body: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, snug: null, normal: null },
    letterSpacing: { tight: null, normal: null, wide: null },
  },
  radius: { sm: null, md: null, lg: null, full: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  /** Spec section 9: 500 ms transitions, switched off under prefers-reduced-motion. */
  transition: null,
  /** Short feedback transitions (hover, press); also 0 under prefers-reduced-motion. */
  transitionFast: null,
  layout: {
    /** Spec section 9: the container is max-w-5xl. */
    container: null,
    /** Spec section 9: side navigation 64 units open, 20 half-open. */
    sidenavOpen: null,
    sidenavHalf: null,
    /** The app header's height (its minimum: signed out on a phone its actions may wrap). */
    header: null,
  },
  zIndex: { overlay: null, toast: null },
});
