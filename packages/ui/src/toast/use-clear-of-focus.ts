import { useEffect } from 'react';
import type { ToastQueue } from './toast';
import { toastClearAttribute, toastRegionAttribute } from './toast-attributes';

/**
 * Where the region moves while at its usual place it would cover the focused element or an open
 * drawer (`bottom`), or waits while a drawer covers both edges (`hidden`).
 */
export const toastPlacementAttribute = 'data-placement';

type Box = { top: number; bottom: number; left: number; right: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Keeps the toasts off the element with keyboard focus (WCAG 2.4.11, Focus Not Obscured), and off an
 * open drawer menu (`toastClearAttribute`): at the top, where
 * they usually sit, they would cover a page's action there that the keyboard is on (a page's
 * "Reload" at the top right, just pressed), so the region moves to the bottom edge until focus
 * is elsewhere. Checked when a toast comes or goes, when focus moves, and on scroll and resize,
 * once per frame; the region's place at the top is remembered while it is at the bottom.
 */
export function useClearOfFocus(queue: ToastQueue): void {
  useEffect(() => {
    let frame = 0;
    let topEdge: number | null = null;
    const place = () => {
      frame = 0;
      const region = document.querySelector<HTMLElement>(`[${toastRegionAttribute}]`);
      if (!region) return;
      const rect = region.getBoundingClientRect();
      const placement = region.getAttribute(toastPlacementAttribute);
      if (placement === null) topEdge = rect.top;
      const top = topEdge ?? rect.top;
      const atTop = { top, bottom: top + rect.height, left: rect.left, right: rect.right };
      const active = document.activeElement;
      let covered = false;
      if (
        active instanceof HTMLElement &&
        active !== document.body &&
        // A keyboard's focus, the one the criterion protects: after a tap or a click the
        // pressed button keeps focus without showing it, and the toasts stay where they are.
        active.matches(':focus-visible') &&
        !region.contains(active) &&
        rect.height > 0
      ) {
        covered = overlaps(atTop, active.getBoundingClientRect());
      }
      // An open drawer menu: also after a tap, which leaves no visible focus. One as tall as the
      // screen is covered at the bottom edge too (owner trial 10: its lower entries then): the
      // toasts wait hidden until it closes (they were announced when they came).
      const panels =
        rect.height > 0
          ? [...document.querySelectorAll(`[${toastClearAttribute}]`)].map((panel) =>
              panel.getBoundingClientRect(),
            )
          : [];
      if (!covered) covered = panels.some((panel) => overlaps(atTop, panel));
      const atBottomEdge = {
        top: window.innerHeight - rect.height,
        bottom: window.innerHeight,
        left: rect.left,
        right: rect.right,
      };
      const next = !covered
        ? null
        : panels.some((panel) => overlaps(atBottomEdge, panel))
          ? 'hidden'
          : 'bottom';
      if (next === placement) return;
      if (next) region.setAttribute(toastPlacementAttribute, next);
      else region.removeAttribute(toastPlacementAttribute);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    // Focus, scroll and resize are listened to only while a toast shows: a page without one
    // does no work per scrolled frame.
    let listening = false;
    const listen = (on: boolean) => {
      if (on === listening) return;
      listening = on;
      if (on) {
        document.addEventListener('focusin', schedule);
        document.addEventListener('focusout', schedule);
        window.addEventListener('scroll', schedule, { passive: true, capture: true });
        window.addEventListener('resize', schedule);
      } else {
        document.removeEventListener('focusin', schedule);
        document.removeEventListener('focusout', schedule);
        window.removeEventListener('scroll', schedule, { capture: true });
        window.removeEventListener('resize', schedule);
      }
    };
    const unsubscribe = queue.queue.subscribe(() => {
      listen(queue.queue.visibleToasts.length > 0);
      schedule();
    });
    listen(queue.queue.visibleToasts.length > 0);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      listen(false);
    };
  }, [queue]);
}
