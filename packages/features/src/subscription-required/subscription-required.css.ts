import { style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
});

export const paragraph = style({ margin: 0 });

export const reason = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
});

export const detail = style({ margin: 0, fontSize: vars.font.size.sm });
