import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkPalette, lightPalette, type Palette } from './palette';

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

/** The theme contract: components read tokens only from here. */
export const vars = createThemeContract({
  color: colorContract,
  font: { body: null, size: { sm: null, md: null, lg: null } },
  radius: { sm: null, md: null },
  space: { xs: null, sm: null, md: null, lg: null },
  /** Spec section 9: 500 ms transitions, switched off under prefers-reduced-motion. */
  transition: null,
});

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem' },
  },
  radius: { sm: '0.25rem', md: '0.5rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem' },
  transition: '500ms',
};

/** Class applying the light theme to a subtree. */
export const lightTheme = createTheme(vars, { ...shared, color: lightPalette });
/** Class applying the dark theme to a subtree. */
export const darkTheme = createTheme(vars, { ...shared, color: darkPalette });
