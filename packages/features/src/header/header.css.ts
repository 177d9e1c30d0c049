import { style } from '@vanilla-extract/css';
import { mediaDown, mediaUp, vars } from '@locperf/ui/tokens';

/**
 * On phones (WCAG 1.4.10, 320 px) the signed-out actions wrap onto a second row under the logo
 * rather than push the page sideways; the logo itself never shrinks.
 */
export const header = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minHeight: vars.layout.header,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    [mediaDown('sm')]: { paddingInline: vars.space.md, gap: `${vars.space.xs} ${vars.space.sm}` },
  },
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/**
 * Spec section 2: the menu button exists on small screens, at or below md (below lg), where the
 * navigation is a drawer. It was hidden from md up, leaving 768 to 1023 px (a tablet, a phone on
 * its side) with no way to the navigation (owner trial 14).
 */
export const menuButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

export const logo = style({
  display: 'inline-flex',
  flexShrink: 0,
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
  flexShrink: 0,
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const brand = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const brandName = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const tagline = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  '@media': { [mediaDown('sm')]: { display: 'none' } },
});

/** The "DE" badge; on a narrow phone it gives its room to the menu button and the name. */
export const badge = style({
  display: 'inline-flex',
  '@media': { 'screen and (max-width: 400px)': { display: 'none' } },
});

export const spacer = style({ flex: 1 });

/** Spec section 9: the organisation name truncates at w-32 (md:w-64); shown on desktop only. */
export const organization = style({
  display: 'none',
  flexShrink: 0,
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
    // A desktop bar has room for a whole company name (fifth designer review: "…GmbH" cut).
    [mediaUp('lg')]: { maxWidth: '28rem' },
  },
});

/** Pushed to the end; on a narrow phone they take their own row, still at the end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** Wraps the language button so the lazily loaded menu can be placed against it. */
export const languageTrigger = style({ display: 'inline-flex' });
