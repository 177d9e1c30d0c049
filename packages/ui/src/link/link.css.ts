import { style, styleVariants } from '@vanilla-extract/css';
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
  },
  subtle: {
    color: vars.color.textMuted,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' } },
  },
});
