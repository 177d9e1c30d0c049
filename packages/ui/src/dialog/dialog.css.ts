import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
  maxHeight: 'inherit',
  boxSizing: 'border-box',
  overflow: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  ...typography.title,
  // German words are long ("Rechnungsempfänger" overflowed a 320 px screen by 10 px): hyphenate
  // where the browser can, break rather than overflow where it cannot.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
