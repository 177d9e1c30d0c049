import { toastAvoidAttribute } from '@locperf/ui/toast';
import { useEffect, useState } from 'react';

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

/** {@link measureBottomClearance}, kept current as bars come and go and the viewport changes. */
export function useBottomClearance(): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setClearance(measureBottomClearance());
      });
    };
    // Bars are sheets and dialogs opening and closing; their size changes with the viewport.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('scroll', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('scroll', schedule);
    };
  }, []);
  return clearance;
}
