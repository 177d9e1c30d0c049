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

// A host's universal and element rules for text (`* { font-family: …; color: … }`, `h3 {
// letter-spacing: … }`, seen in the fifth partner trial) apply to each element directly, so the
// reset above cannot stop them. Below a theme surface every element takes these inherited values
// from its parent again. Specificity 0,0,2: above `*` and a type selector, below any class, so
// each component's own value still wins. Left out: a link's colour and a code font, which come
// from the browser's defaults.
const inside = `:where(${lightTheme}, ${darkTheme})`;
globalStyle(`${inside} :not(lp-shield):not(lp-shield)`, {
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
});
globalStyle(`${inside} :not(a):not(lp-shield)`, { color: 'inherit' });
globalStyle(`${inside} :not(code, kbd, pre, samp):not(lp-shield)`, { fontFamily: 'inherit' });
// A host's heading reset (Tailwind's preflight: `h1, …, h6 { font-size: inherit; font-weight:
// inherit }`) took the bold from the widgets' headings (partner trial 10): below a theme surface
// headings and strong text take the browser's own size and weight again, unless a component
// sets its own.
globalStyle(`${inside} :is(h1, h2, h3, h4, h5, h6, b, strong, th):not(lp-shield)`, {
  fontSize: 'revert',
  fontWeight: 'revert',
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
