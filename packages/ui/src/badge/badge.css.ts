import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { visuallyHiddenRule } from '../tokens/visually-hidden';

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

/**
 * Tone × emphasis (issue 20, a badge system). Strong fills with the tone's strongest colour for
 * what must be seen at a glance (counts, "Past due"); subtle tints for a status among others.
 * The strong info, success and warning badges invert their subtle pair, whose text already
 * meets 4.5:1 on the tinted surface, so both directions do.
 */
export const variants = styleVariants({
  'neutral-subtle': {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderSubtle}`,
  },
  'neutral-strong': { background: vars.color.text, color: vars.color.background },
  'primary-subtle': {
    background: vars.color.surface,
    color: vars.color.primaryText,
    border: `1px solid ${vars.color.primary}`,
  },
  'primary-strong': { background: vars.color.primary, color: vars.color.onPrimary },
  'info-subtle': { background: vars.color.infoSurface, color: vars.color.infoText },
  'info-strong': { background: vars.color.infoText, color: vars.color.infoSurface },
  'success-subtle': { background: vars.color.successSurface, color: vars.color.successText },
  'success-strong': { background: vars.color.successText, color: vars.color.successSurface },
  'warning-subtle': { background: vars.color.warningSurface, color: vars.color.warningText },
  'warning-strong': { background: vars.color.warningText, color: vars.color.warningSurface },
  'error-subtle': { background: vars.color.errorSurface, color: vars.color.errorText },
  'error-strong': { background: vars.color.danger, color: vars.color.onDanger },
});

/** Text for screen readers only. */
export const visuallyHidden = style(visuallyHiddenRule);
