import { globalStyle, style } from '@vanilla-extract/css';
import { error } from '../field/field.css';
import { vars } from '../tokens/tokens.css';

export const textArea = style({ resize: 'vertical', minHeight: '5rem', lineHeight: 1.5 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

// An error takes a row of its own under the description: side by side on a phone, the
// description was squeezed into a column a word wide (fourth owner trial, reply editor).
globalStyle(`${footer} > ${error}`, { flexBasis: '100%' });

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
