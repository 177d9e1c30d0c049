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
  margin: 0,
  overflowWrap: 'anywhere',
});

/*
 * The alert spaces its title and body: a paragraph adds no margin of its own, so a translated
 * outcome (a `<p>`) sits as tight under its title as the server's HTML does (designer trial 5:
 * the outcomes had 16 px above and below). Several paragraphs keep a small gap between them.
 */
globalStyle(`${message} p`, { margin: 0 });
globalStyle(`${message} p + p`, { marginTop: vars.space.sm });

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
