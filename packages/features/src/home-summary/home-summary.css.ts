import { vars, visuallyHiddenRule } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const summary = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body });

export const items = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  background: vars.color.surface,
  color: vars.color.text,
});

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const itemText = style({ margin: 0 });

/** Read by screen readers, not shown: the loading status beside the visible placeholders. */
export const visuallyHidden = style(visuallyHiddenRule);

/** A customer number stays on one line. */
export const noWrap = style({ whiteSpace: 'nowrap' });
