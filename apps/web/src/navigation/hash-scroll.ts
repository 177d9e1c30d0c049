/** Spec sections 2 and 9: a hash scrolls to its element after mount, retrying once after 2 s. */
export const HASH_SCROLL_RETRY_MS = 2_000;

/** The element id a location hash names (`#booster` → `booster`); empty when it names none. */
function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** The element a location hash names, when it is rendered. */
export function hashTarget(
  hash: string,
  doc: Pick<Document, 'getElementById'> = document,
): HTMLElement | null {
  const id = hashId(hash);
  return id ? doc.getElementById(id) : null;
}

/**
 * Scrolls to the element named by `hash` now, or once more after the retry delay when it is not
 * rendered yet (lazy content, or a page's data). `onLateTarget` hears of a target found only on
 * that retry, so focus can follow it. Returns a cancel function.
 */
export function scrollToHash(
  hash: string,
  doc: Pick<Document, 'getElementById'> = document,
  schedule: (fn: () => void, ms: number) => () => void = (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  onLateTarget?: (element: HTMLElement) => void,
): () => void {
  if (!hashId(hash)) return () => {};
  let release = () => {};
  const tryScroll = () => {
    const element = hashTarget(hash, doc);
    if (element) {
      element.scrollIntoView({ block: 'start' });
      release = holdInView(element);
    }
    return element;
  };
  if (tryScroll()) return () => release();
  const cancel = schedule(() => {
    const element = tryScroll();
    if (element) onLateTarget?.(element);
  }, HASH_SCROLL_RETRY_MS);
  return () => {
    cancel();
    release();
  };
}

/** How long a hash target is kept in place while the content above it still loads. */
export const HASH_HOLD_MS = 3_000;

/**
 * Keeps a hash target where scrolling put it while the content above it is still loading: the
 * side navigation's "Review booster" opened the responder page at the booster, then the settings
 * and templates above it loaded and pushed it to the bottom edge of a phone (owner trial 9). It
 * scrolls the target back whenever the page's size changes, until the visitor scrolls, touches,
 * clicks or types themselves, or `ms` have passed. Returns a function that stops it.
 */
export function holdInView(element: HTMLElement, ms = HASH_HOLD_MS): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const top = element.getBoundingClientRect().top;
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (element.isConnected && Math.abs(element.getBoundingClientRect().top - top) > 1) {
        element.scrollIntoView({ block: 'start' });
      }
    });
  });
  const own = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of own) window.removeEventListener(type, stop, { capture: true });
  };
  observer.observe(document.body);
  for (const type of own) window.addEventListener(type, stop, { capture: true, passive: true });
  const timer = setTimeout(stop, ms);
  return stop;
}

/**
 * A retry scheduler for {@link scrollToHash} that runs the retry as soon as the target is
 * rendered under `root` (a page's data arrived), and at the latest after the retry delay. With the
 * fixed delay alone, "Grant locations" opened the accounts page with focus on its heading for up
 * to 2 s after the location had shown; a quick Tab went on from the heading, and the page then
 * jumped to the location under it (owner trial 8).
 */
export function retryWhenRendered(
  hash: string,
  root: Node,
): (fn: () => void, ms: number) => () => void {
  return (fn, ms) => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      stop();
      fn();
    };
    const timer = setTimeout(run, ms);
    const observer = new MutationObserver(() => {
      if (hashTarget(hash)) run();
    });
    observer.observe(root, { childList: true, subtree: true });
    function stop() {
      clearTimeout(timer);
      observer.disconnect();
    }
    return () => {
      done = true;
      stop();
    };
  };
}
