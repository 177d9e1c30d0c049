import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const icon = style({ fontSize: '2rem', color: vars.color.textMuted });

export const title = style({ margin: 0, ...typography.heading });

export const description = style({ margin: 0, maxWidth: '28rem', color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.sm });
