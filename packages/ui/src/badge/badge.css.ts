import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const tones = styleVariants({
  neutral: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  info: { background: vars.color.infoSurface, color: vars.color.infoText },
  success: { background: vars.color.successSurface, color: vars.color.successText },
  warning: { background: vars.color.warningSurface, color: vars.color.warningText },
  error: { background: vars.color.danger, color: vars.color.onDanger },
});

/** Text for screen readers only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
