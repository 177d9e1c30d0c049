import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const document = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  lineHeight: 1.6,
});

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const tocTitle = style({ margin: 0, fontSize: vars.font.size.md });

/** Anchored headings stay clear of the top edge when the hash scrolls to them. */
export const heading = style({ scrollMarginTop: vars.space.xl });

export const raw = style({ whiteSpace: 'pre-wrap' });
