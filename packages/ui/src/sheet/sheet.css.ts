import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  background: vars.backdrop,
});

export const sheet = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.elevation.modal,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const placements = styleVariants({
  bottom: {
    maxHeight: '90%',
    borderStartStartRadius: vars.radius.lg,
    borderStartEndRadius: vars.radius.lg,
    borderTop: `1px solid ${vars.color.border}`,
  },
  // A full sheet follows the visual viewport (an on-screen keyboard makes it shorter): its
  // content can ask how tall it is with `@container sheet (max-height: …)`.
  full: { height: '100%', containerType: 'size', containerName: 'sheet' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  ...typography.heading,
  // German words are long: break them rather than overflow a 320 px screen.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  // A word longer than the sheet is wide breaks instead of running off under the clipped edge
  // (designer review 6).
  overflowWrap: 'break-word',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  // The home indicator of a phone without a home button must not cover the buttons.
  paddingBottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// The buttons share the row and grow when they wrap, so each is a full thumb-wide target.
globalStyle(`${footer} > *`, { flexGrow: 1 });
