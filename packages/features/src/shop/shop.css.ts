import { globalStyle, style } from '@vanilla-extract/css';
import { typography, vars } from '@locperf/ui/tokens';

export const shop = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, ...typography.title });

export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

// Each card fills its row's height, so the cards side by side end level (designer review 6).
globalStyle(`${products} > li`, { display: 'grid' });

export const price = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Why a product cannot be added; its line is kept while there is none, so nothing moves. */
export const reason = style([muted, { minHeight: '1lh' }]);

/** The add and go-to-cart labels stacked in one grid cell (the button keeps one size). */
export const labels = style({ display: 'grid', alignItems: 'center', justifyItems: 'center' });
globalStyle(`${labels} > *`, { gridArea: '1 / 1' });

/** The label of the other state: it holds its size, unseen and unread. */
export const hiddenLabel = style({ visibility: 'hidden' });

/** A loading card's title and description, spaced as the card's own header (ui/card). */
export const skeletonHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const skeletonTitle = style({ margin: 0, ...typography.heading });
export const skeletonDescription = style({ margin: 0, ...typography.caption });

/** A loading card's footer: the button's place on the right, the reason's line below. */
export const skeletonActions = style([actions, { alignItems: 'flex-end', width: '100%' }]);
