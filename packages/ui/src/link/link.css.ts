import { style, styleVariants } from '@vanilla-extract/css';
import { TOUCH_SIZE } from '../tokens/touch-target';
import { vars } from '../tokens/tokens.css';

export const base = style({
  fontFamily: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

/** The touch size of a link standing on its own (WCAG 2.5.5), applied on coarse pointers. */
const touchTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH_SIZE,
} as const;

export const variants = styleVariants({
  // Underlined in running text: colour alone must not mark a link (WCAG 1.4.1).
  inline: {
    color: vars.color.primaryText,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&[data-hovered]': { textDecorationThickness: 2 } },
  },
  standalone: {
    color: vars.color.primaryText,
    fontWeight: 600,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
    // A link on its own line is a control: on a touch screen it gets the 44 px touch size
    // (WCAG 2.5.5), not the 19 px line box the German owner trial measured on its phone.
    '@media': { '(pointer: coarse)': touchTarget },
  },
  subtle: {
    color: vars.color.textMuted,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' } },
  },
});
