import { style } from '@vanilla-extract/css';
import { typography, vars } from '@locperf/ui/tokens';

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

// Muted, not the primary green: green reads as success, the opposite of an error (issue 20).
export const eyebrow = style({
  margin: 0,
  ...typography.eyebrow,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
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
