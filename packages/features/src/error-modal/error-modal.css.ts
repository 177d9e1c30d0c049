import { style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const details = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The unknown key, so support can find it, without competing with the message. */
export const key = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontFamily: 'monospace',
  // A key is one long word: it breaks anywhere rather than widening the dialog at 320 px.
  overflowWrap: 'anywhere',
});
