import { style } from '@vanilla-extract/css';
import { mediaDown } from '../tokens/layout';
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

/**
 * A dialog's actions, the way back first and the act last. Side by side at the end of the line
 * where they fit; on a phone stacked at full width in that same order (the act nearest the
 * thumb), so every language and every dialog gets the same footer instead of ragged rows that
 * wrap differently by word length (designer trial 5).
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': {
    [mediaDown('sm')]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});
