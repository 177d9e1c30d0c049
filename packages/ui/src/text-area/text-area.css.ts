import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const textArea = style({ resize: 'vertical', minHeight: '5rem', lineHeight: 1.5 });

/**
 * The description and the error stack in the first column, each on a row of its own, the counter
 * beside them: side by side on a phone, the description was squeezed into a column a word wide
 * next to a long error (fourth owner trial, reply editor).
 */
export const footer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
});

export const counter = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${footer} > *`, { gridColumn: '1' });
globalStyle(`${footer} > ${counter}`, { gridColumn: '2', gridRow: '1' });
