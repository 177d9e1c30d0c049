import { style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const details = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
