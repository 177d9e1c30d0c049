import { style } from '@vanilla-extract/css';
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
