import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { darkPalette, lightPalette } from './palette';
import { darkElevation, lightElevation, scale } from './scale';

/** Class applying the light theme to a subtree. */
export const lightTheme = createTheme(vars, {
  ...scale,
  color: lightPalette,
  backdrop: 'rgba(17, 24, 39, 0.5)',
  elevation: lightElevation,
  shadow: { popover: lightElevation.popover },
});
/** Class applying the dark theme to a subtree. */
export const darkTheme = createTheme(vars, {
  ...scale,
  color: darkPalette,
  backdrop: 'rgba(0, 0, 0, 0.65)',
  elevation: darkElevation,
  shadow: { popover: darkElevation.popover },
});

// Native controls and scrollbars follow the theme.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

// A host page's inherited text styles stop at every surface that carries the theme (the
// colour-mode box and each portalled overlay): the partner trial saw a stock Vite template's
// `#root { text-align: center }` centre the inbox, and a host's uppercase, letter spacing or line
// height reach the texts. These are the browser's own defaults, so our app looks the same.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  // The keyword, not 1rem: a `code` inside keeps the browser's smaller monospace size.
  fontSize: 'medium',
  fontStyle: 'normal',
  fontVariant: 'normal',
  fontWeight: 'normal',
  letterSpacing: 'normal',
  lineHeight: 'normal',
  textAlign: 'start',
  textIndent: 0,
  textShadow: 'none',
  textTransform: 'none',
  whiteSpace: 'normal',
  wordSpacing: 'normal',
});

// Issue 4: all motion off under prefers-reduced-motion. Setting the duration tokens to 0 reaches
// every component, and the rule is scoped to the theme class so it never leaks into a host page.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.transition]: '0ms', [vars.transitionFast]: '0ms' },
    },
  },
});
