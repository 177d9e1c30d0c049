import { expect, type Page } from '@playwright/test';

/**
 * WCAG 1.4.10 (reflow): how far the page scrolls sideways, and the elements that stick out past
 * the right edge (the deepest ones, so the message points at the culprit).
 */
export async function horizontalOverflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const px = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (px > 0) {
      const limit = root.clientWidth + 1;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= limit) continue;
        const childOut = Array.from(el.children).some(
          (c) => c.getBoundingClientRect().right > limit,
        );
        if (childOut) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]}`;
        culprits.push(
          `${name} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(box.right)}`,
        );
        if (culprits.length >= 5) break;
      }
    }
    return { px, culprits };
  });
}

/** The number of `main` landmarks (WCAG 1.3.1: one per page). */
export async function mainLandmarks(page: Page): Promise<number> {
  return page.locator('main, [role="main"]').count();
}

/**
 * WCAG 2.5.8 (target size, minimum): every visible pointer target is at least 24 × 24 CSS px, or
 * a 24 px circle on its centre touches no other target. Links inside a sentence are exempt.
 * Returns the targets that fail.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    interface Target {
      el: Element;
      box: DOMRect;
    }
    /** Inside a visually hidden (1 px, clipped) or aria-hidden box: not something to press. */
    const hidden = (el: Element) => {
      for (
        let a: Element | null = el.parentElement;
        a && a !== document.body;
        a = a.parentElement
      ) {
        if (a.getAttribute('aria-hidden') === 'true' || a.hasAttribute('inert')) return true;
        const b = a.getBoundingClientRect();
        if ((b.width <= 2 || b.height <= 2) && getComputedStyle(a).overflow === 'hidden')
          return true;
      }
      return false;
    };
    const targets: Target[] = [];
    for (const candidate of Array.from(document.querySelectorAll(selector))) {
      if (hidden(candidate)) continue;
      // A visually hidden input (react-aria's checkbox, switch, radio) is operated through its
      // label: measure the label.
      let el: Element = candidate;
      let box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) {
        const label = candidate.closest('label');
        if (!label) continue;
        el = label;
        box = label.getBoundingClientRect();
      }
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      // Exempt: a link inside a sentence (display inline in a text block).
      if (el.tagName === 'A' && style.display === 'inline') continue;
      if (targets.some((t) => t.el === el || t.el.contains(el))) continue;
      targets.push({ el, box });
    }
    const distanceToBox = (x: number, y: number, b: DOMRect) => {
      const dx = Math.max(b.left - x, 0, x - b.right);
      const dy = Math.max(b.top - y, 0, y - b.bottom);
      return Math.hypot(dx, dy);
    };
    const small = (b: DOMRect) => b.width < 23.5 || b.height < 23.5;
    const failures: string[] = [];
    for (const t of targets) {
      if (!small(t.box)) continue;
      const cx = t.box.left + t.box.width / 2;
      const cy = t.box.top + t.box.height / 2;
      const crowded = targets.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        if (small(o.box)) {
          const ox = o.box.left + o.box.width / 2;
          const oy = o.box.top + o.box.height / 2;
          return Math.hypot(ox - cx, oy - cy) < 24;
        }
        return distanceToBox(cx, cy, o.box) < 12;
      });
      if (crowded) {
        const name =
          t.el.getAttribute('aria-label') ?? (t.el.textContent ?? '').trim().slice(0, 30);
        failures.push(
          `${t.el.tagName.toLowerCase()} "${name}" ${Math.round(t.box.width)}×${Math.round(t.box.height)}`,
        );
      }
    }
    return failures;
  });
}

/**
 * Goes to a path inside the app without reloading it (what a link does), so a sweep over every
 * route pays for one page load, not one per route. The router follows `popstate`.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Counts the page's requests in flight (the mock backend's answers included). */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits until no request is in flight and React has painted what the answers brought. */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  await expect.poll(inFlight).toBeLessThanOrEqual(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Adds up, from the next page load on, every layout shift the user did not cause (the CLS
 * sum, without its session windows); read it with {@link layoutShift}.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift {@link watchLayoutShift} has counted on the current page. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
