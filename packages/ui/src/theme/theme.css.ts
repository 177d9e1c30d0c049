import { createTheme, globalStyle } from '@vanilla-extract/css';
import { layout } from '../tokens/layout';
import { vars } from '../tokens/tokens.css';
import { darkPalette, lightPalette } from './palette';

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' },
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  transition: `${layout.transitionMs}ms`,
  transitionFast: '150ms',
  layout: {
    container: layout.container,
    sidenavOpen: layout.sidenavOpen,
    sidenavHalf: layout.sidenavHalf,
  },
  zIndex: { overlay: '100', toast: '200' },
};

/** Class applying the light theme to a subtree. */
export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightPalette,
  backdrop: 'rgba(17, 24, 39, 0.5)',
  shadow: { popover: '0 8px 24px rgba(17, 24, 39, 0.18)' },
});
/** Class applying the dark theme to a subtree. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: darkPalette,
  backdrop: 'rgba(0, 0, 0, 0.65)',
  shadow: { popover: '0 8px 24px rgba(0, 0, 0, 0.6)' },
});

// Native controls and scrollbars follow the theme.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

// Issue 4: all motion off under prefers-reduced-motion. Setting the duration tokens to 0 reaches
// every component, and the rule is scoped to the theme class so it never leaks into a host page.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.transition]: '0ms', [vars.transitionFast]: '0ms' },
    },
  },
});
