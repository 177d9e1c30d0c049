import { style } from '@vanilla-extract/css';
import { mediaUp, vars, visuallyHiddenRule } from '@locperf/ui/tokens';

/** Spec section 2: stuck to the bottom, above the page but not modal (the page stays usable). */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.popover,
  '@media': {
    [mediaUp('md')]: { paddingInline: vars.space.xl },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const text = style({ margin: 0, maxWidth: vars.layout.container });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
});

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const optionHelp = style({
  margin: 0,
  paddingInlineStart: '3rem',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Names the group for screen readers; the banner's heading already says it visually. */
export const visuallyHidden = style(visuallyHiddenRule);
