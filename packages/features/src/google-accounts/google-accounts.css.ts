import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const locations = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const location = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const locationHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const locationName = style({ margin: 0, fontSize: vars.font.size.md });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const details = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const alertText = style({ margin: `0 0 ${vars.space.sm}` });
