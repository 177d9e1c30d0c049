import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.selected,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: 700,
  objectFit: 'cover',
  userSelect: 'none',
});

export const sizes = styleVariants({
  sm: { width: '1.75rem', height: '1.75rem', fontSize: vars.font.size.xs },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.sm },
  lg: { width: '3.5rem', height: '3.5rem', fontSize: vars.font.size.lg },
});
