import { vars, visuallyHiddenRule } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A form column of readable width. */
export const column = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '32rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const checklist = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const ruleMet = style({
  display: 'flex',
  gap: vars.space.xs,
  color: vars.color.successText,
});
export const ruleOpen = style({ display: 'flex', gap: vars.space.xs, color: vars.color.textMuted });

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.errorText,
});

export const muted = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/**
 * Help and error lines under a checkbox, lined up with its label rather than its box (designer
 * review 7): the box is 1.25 rem wide, then the checkbox's gap.
 */
export const besideCheckbox = style({ paddingInlineStart: `calc(1.25rem + ${vars.space.sm})` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Text only screen readers read (the state of a checklist item). */
export const visuallyHidden = style(visuallyHiddenRule);
