import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.raised,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, ...typography.heading });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  ...typography.caption,
});

export const footer = style({
  // In a card stretched to its row's height the actions stay at the bottom, level with those of
  // the cards beside it (designer review 6: the shop's cards).
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
