import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const textArea = style({ resize: 'vertical', minHeight: '5rem', lineHeight: 1.5 });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
