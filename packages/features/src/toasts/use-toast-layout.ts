import { toastAvoidAttribute, toastRegionAttribute, type ToastPlacement } from '@locperf/ui/toast';
import { useEffect, useState } from 'react';
import { chooseToastPlacement, type Box } from './toast-placement';

/**
 * How many pixels at the bottom of the layout viewport toasts must keep clear of: an on-screen
 * keyboard (the part of the layout viewport the visual viewport no longer shows) and any bar
 * marked with `toastAvoidAttribute` that sits on the bottom edge of what the user sees (a sheet's
 * Apply row, the reply editor's Publish row). Issue "Phone-first": toasts never cover the control
 * the user needs next.
 */
export function measureBottomClearance(root: ParentNode = document): number {
  const layoutHeight = window.innerHeight;
  const viewport = window.visualViewport;
  const visibleBottom = viewport ? viewport.offsetTop + viewport.height : layoutHeight;
  let clearance = Math.max(0, layoutHeight - visibleBottom);
  for (const bar of root.querySelectorAll(`[${toastAvoidAttribute}]`)) {
    const rect = bar.getBoundingClientRect();
    // Only bars on the bottom edge: a button row in the middle of a centred dialog is not one.
    const onBottomEdge = rect.height > 0 && rect.bottom >= visibleBottom - 4;
    if (onBottomEdge && rect.top < visibleBottom) {
      clearance = Math.max(clearance, layoutHeight - rect.top);
    }
  }
  return clearance;
}

/** Fallback gap to the screen edge when the region's own cannot be read (the theme's space.md). */
const defaultMargin = 16;

/**
 * The edge the shown toasts should sit on (issue "Trust in every action"): away from the primary
 * actions and marked controls on screen and from the focused element, see
 * {@link chooseToastPlacement}. `undefined` while no toast is shown.
 */
export function measureToastPlacement(
  bottomClearance: number,
  root: Document = document,
): ToastPlacement | undefined {
  const region = root.querySelector(`[${toastRegionAttribute}]`);
  if (!region) return undefined;
  const height = window.innerHeight;
  const onScreen = (box: DOMRect) => box.height > 0 && box.bottom > 0 && box.top < height;
  const avoid: Box[] = [];
  for (const control of root.querySelectorAll(`[${toastAvoidAttribute}]`)) {
    if (region.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (onScreen(box)) avoid.push(box);
  }
  let focused: Box | undefined;
  const active = root.activeElement;
  if (active && active !== root.body && !region.contains(active)) {
    const box = active.getBoundingClientRect();
    if (onScreen(box)) focused = box;
  }
  const margin = Number.parseFloat(getComputedStyle(region).insetInlineEnd) || defaultMargin;
  return chooseToastPlacement({
    region: region.getBoundingClientRect(),
    viewportHeight: height,
    bottomClearance,
    margin,
    avoid,
    focused,
  });
}

/** Where the toasts go: the bottom clearance and the edge, kept current. */
export interface ToastLayout {
  bottomClearance: number;
  placement: ToastPlacement;
}

/**
 * {@link measureBottomClearance} and {@link measureToastPlacement}, kept current as bars, dialogs
 * and toasts come and go, the page scrolls, focus moves and the viewport changes.
 */
export function useToastLayout(): ToastLayout {
  const [layout, setLayout] = useState<ToastLayout>({ bottomClearance: 0, placement: 'bottom' });
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottomClearance = measureBottomClearance();
      setLayout((previous) => {
        const placement = measureToastPlacement(bottomClearance) ?? previous.placement;
        return previous.bottomClearance === bottomClearance && previous.placement === placement
          ? previous
          : { bottomClearance, placement };
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    const targets: [EventTarget | undefined, string][] = [
      [window, 'resize'],
      [window.visualViewport ?? undefined, 'resize'],
      [window.visualViewport ?? undefined, 'scroll'],
      [document, 'focusin'],
    ];
    for (const [target, type] of targets) target?.addEventListener(type, schedule);
    // Capture: scrolling inside a scroll box moves controls too.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const [target, type] of targets) target?.removeEventListener(type, schedule);
      document.removeEventListener('scroll', schedule, { capture: true });
    };
  }, []);
  return layout;
}
