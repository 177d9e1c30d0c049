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
  const tryScroll = () => {
    const element = hashTarget(hash, doc);
    element?.scrollIntoView({ block: 'start' });
    return element;
  };
  if (tryScroll()) return () => {};
  return schedule(() => {
    const element = tryScroll();
    if (element) onLateTarget?.(element);
  }, HASH_SCROLL_RETRY_MS);
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
