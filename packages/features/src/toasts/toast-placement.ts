import type { ToastPlacement } from '@locperf/ui/toast';

/** A box on the screen, in CSS pixels of the layout viewport. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What {@link chooseToastPlacement} weighs. */
export interface ToastPlacementInput {
  /** The toast region as laid out now (its size and horizontal place do not depend on the edge). */
  region: Box;
  /** Height of the layout viewport. */
  viewportHeight: number;
  /** Pixels at the bottom kept clear of bars and the on-screen keyboard (useToastLayout). */
  bottomClearance: number;
  /** Gap between the region and the screen edge (the theme's `space.md`). */
  margin: number;
  /** Controls the toasts must not cover: primary actions and marked controls. */
  avoid: readonly Box[];
  /**
   * The focused element: it counts before everything else (WCAG 2.4.11, Focus Not Obscured). On
   * a phone after publishing, focus is back on the card's button at the bottom while other
   * cards' reply buttons fill the top: counting alone left the toast over the focus.
   */
  focused?: Box;
}

/** A control closer than this to a toast counts as covered: a sliver left visible is no help. */
const breathingRoom = 16;

function overlaps(a: Box, b: Box): boolean {
  const gap = breathingRoom;
  return (
    a.left < b.right + gap &&
    b.left - gap < a.right &&
    a.top < b.bottom + gap &&
    b.top - gap < a.bottom
  );
}

/**
 * The edge for the toasts (issue "Trust in every action": a toast never covers the control the
 * user needs next). Bottom, above bars and the keyboard, unless the region would cover a control
 * there and covers fewer at the top; on a tie the bottom stays, so toasts do not jump about.
 */
export function chooseToastPlacement({
  region,
  viewportHeight,
  bottomClearance,
  margin,
  avoid,
  focused,
}: ToastPlacementInput): ToastPlacement {
  const height = region.bottom - region.top;
  const atBottom = viewportHeight - bottomClearance - margin;
  const candidates: Record<ToastPlacement, Box> = {
    bottom: { ...region, top: atBottom - height, bottom: atBottom },
    top: { ...region, top: margin, bottom: margin + height },
  };
  if (focused) {
    const focusAtBottom = overlaps(candidates.bottom, focused);
    if (focusAtBottom !== overlaps(candidates.top, focused))
      return focusAtBottom ? 'top' : 'bottom';
  }
  const boxes = focused ? [...avoid, focused] : avoid;
  const covered = (placement: ToastPlacement) =>
    boxes.filter((box) => overlaps(candidates[placement], box)).length;
  const bottom = covered('bottom');
  return bottom > 0 && covered('top') < bottom ? 'top' : 'bottom';
}
