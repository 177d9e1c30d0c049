import { style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const page = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: vars.layout.container,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.primaryText,
});

export const status = style({ margin: 0, fontSize: '3rem', lineHeight: 1.1, fontWeight: 700 });

export const message = style({ margin: 0, fontSize: vars.font.size.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const path = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontFamily: 'monospace',
  overflowWrap: 'anywhere',
});
