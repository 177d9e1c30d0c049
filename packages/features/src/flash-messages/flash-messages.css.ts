import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

/** The sanitised HTML: keep its paragraphs and links readable inside the alert. */
export const message = style({
  overflowWrap: 'anywhere',
});

/*
 * Links in the server's HTML: the alert's own text colour, underlined (WCAG 1.4.1), so they
 * reach the tone's contrast on its tinted surface; never the browser's default blue, which
 * fails contrast on the dark theme and clashes with the alerts.
 */
globalStyle(`${message} a`, {
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${message} a:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
