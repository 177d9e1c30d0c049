import { createThemeContract } from '@vanilla-extract/css';
import type { Palette } from '../theme/palette';

const colorContract: Record<keyof Palette, null> = {
  background: null,
  surface: null,
  text: null,
  textMuted: null,
  border: null,
  primary: null,
  primaryHover: null,
  onPrimary: null,
  primaryText: null,
  secondary: null,
  secondaryHover: null,
  onSecondary: null,
  danger: null,
  dangerHover: null,
  onDanger: null,
  focusRing: null,
};

/**
 * The theme contract: every style reads tokens from here, never raw values. It emits no CSS,
 * so other packages' `.css.ts` files can import `@locperf/ui/tokens` from the built package.
 */
export const vars = createThemeContract({
  color: colorContract,
  font: { body: null, size: { sm: null, md: null, lg: null } },
  radius: { sm: null, md: null },
  space: { xs: null, sm: null, md: null, lg: null },
  /** Spec section 9: 500 ms transitions, switched off under prefers-reduced-motion. */
  transition: null,
});
