import { style } from '@vanilla-extract/css';
import { mediaDown, mediaUp, vars } from '@locperf/ui/tokens';

export const header = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '4rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Spec section 2: the menu button exists on small screens (at or below md) only. */
export const menuButton = style({
  '@media': { [mediaUp('md')]: { display: 'none' } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const brand = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const brandName = style({ fontWeight: 700 });

export const tagline = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  '@media': { [mediaDown('sm')]: { display: 'none' } },
});

export const spacer = style({ flex: 1 });

/** Spec section 9: the organisation name truncates at w-32 (md:w-64); shown on desktop only. */
export const organization = style({
  display: 'none',
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [mediaUp('md')]: { display: 'inline-block', maxWidth: '16rem' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** Wraps the language button so the lazily loaded menu can be placed against it. */
export const languageTrigger = style({ display: 'inline-flex' });
