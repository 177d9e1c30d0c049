import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' });

export const subheading = style({ margin: 0, fontSize: vars.font.size.md });

export const invoice = style({
  display: 'grid',
  gridTemplateColumns: '1fr max-content',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const strong = style({ fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const embedded = style({ minHeight: '20rem' });

globalStyle(`${invoice} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
