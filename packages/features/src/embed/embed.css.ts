import { style, styleVariants } from '@vanilla-extract/css';
import { vars, visuallyHiddenRule } from '@locperf/ui/tokens';

/*
 * Isolation (issue 8): a partner's page may carry `* { box-sizing: content-box; font: 20px serif;
 * color: red }` and a Bootstrap-like reset. Type and universal selectors lose to one class, so
 * every element the widgets render carries `reset` (all properties unset) plus its own class that
 * sets what it needs. Sizes are in px, not rem: a host that changes the root font size (the
 * universal rule above matches <html> too) must not resize the widget, in the shadow root either.
 * Only plain classes: no global selector is emitted (no globalStyle in this folder).
 */
export const reset = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  fontStyle: 'normal',
  lineHeight: 'inherit',
  color: 'inherit',
  letterSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'start',
  textDecoration: 'none',
});

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The widget root: a labelled region with its own font, colours and size. */
export const root = style({
  fontFamily: font,
  fontSize: 15,
  lineHeight: 1.5,
  fontWeight: 400,
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  padding: 16,
  width: '100%',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  // Focused by script only, after "Try again" (widget-frame.tsx); a keyboard user sees where.
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginBottom: 12,
});

export const title = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted, fontSize: 13 });

export const inline = style({ display: 'inline' });

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  color: vars.color.star,
  verticalAlign: 'middle',
});

/* SVG elements carry these classes without `reset` (it would unset the path geometry), so
   they set every property a host's type selectors could reach. */
const svgInherit = {
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  fontStyle: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  boxSizing: 'border-box',
} as const;

const svgBox = {
  ...svgInherit,
  display: 'block',
  width: 16,
  height: 16,
  margin: 0,
  padding: 0,
  border: 0,
  verticalAlign: 'middle',
  overflow: 'visible',
} as const;

export const star = style(svgBox);
/* Fill set on the path itself: `currentColor` would resolve against the path's own colour,
   which a host's universal `color` rule reaches. */
export const starFull = style({ ...svgInherit, display: 'inline', fill: vars.color.star });
export const starEmpty = style({
  ...svgInherit,
  display: 'inline',
  fill: 'none',
  stroke: vars.color.border,
  strokeWidth: 1.5,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: 12, listStyle: 'none' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 12,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 12,
  borderRadius: 6,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  justifyContent: 'space-between',
});

export const author = style({ fontWeight: 600 });

export const comment = style({ whiteSpace: 'pre-line' });

export const badge = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 2,
  width: 'auto',
  padding: 12,
});

export const message = style({ fontSize: 14 });

/** A failure line with its "Try again" button under it. */
export const retry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
});

export const legal = style({
  marginTop: 12,
  fontSize: 12,
  lineHeight: 1.4,
  color: vars.color.textMuted,
});

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 36,
  minWidth: 36,
  padding: '6px 12px',
  borderRadius: 6,
  fontSize: 14,
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  outline: 'none',
} as const;

const focusVisible = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
} as const;

export const button = styleVariants({
  primary: {
    ...control,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    border: `1px solid ${vars.color.primary}`,
    selectors: { ...focusVisible, '&:hover': { background: vars.color.primaryHover } },
  },
  secondary: {
    ...control,
    background: vars.color.background,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { ...focusVisible, '&:hover': { background: vars.color.surface } },
  },
});

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const controls = style({ display: 'flex', gap: 8, alignItems: 'center' });
export const icon = style(svgBox);
export const iconPath = styleVariants({
  primary: {
    ...svgInherit,
    display: 'inline',
    fill: 'none',
    stroke: vars.color.onPrimary,
    strokeWidth: 2,
  },
  secondary: {
    ...svgInherit,
    display: 'inline',
    fill: 'none',
    stroke: vars.color.text,
    strokeWidth: 2,
  },
});

export const consent = style({ display: 'flex', flexDirection: 'column', gap: 8 });

/** Screen-reader-only text. */
export const visuallyHidden = style(visuallyHiddenRule);
