import { vars } from '@locperf/ui/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderInlineStartWidth: '4px',
  background: vars.color.surface,
  color: vars.color.text,
});

/**
 * Urgent items (access lost, payment due) get the danger edge, the ones that grow worse while
 * they wait (low ratings unanswered, AI replies nearly used up) the warning edge, the rest the
 * info edge; never the brand green, which read as "done" in the designer trial.
 */
export const item = styleVariants({
  urgent: [itemBase, { borderInlineStartColor: vars.color.danger }],
  warning: [itemBase, { borderInlineStartColor: vars.color.warningText }],
  normal: [itemBase, { borderInlineStartColor: vars.color.infoText }],
});

export const text = style({
  display: 'grid',
  gap: vars.space.xs,
  flex: '1 1 16rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: vars.font.size.md });

export const detail = style({ margin: 0, color: vars.color.textMuted });

export const action = style({ flex: '0 0 auto' });

// On a touch screen each item's one action has the 44 px touch size (WCAG 2.5.5; the German
// owner trial measured 19 px links here).
globalStyle(`${action} > a, ${action} > button`, {
  '@media': { '(pointer: coarse)': { minHeight: '44px' } },
});
