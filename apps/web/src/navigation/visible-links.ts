import { whenIdle, type Idle } from './when-idle';

/**
 * Calls `onVisible` once for each same-site link (`a[href^="/"]`) under `root` that comes into
 * view, including links added later: the side navigation and page parts are lazy chunks that
 * often arrive after the first look, and a look taken once would miss them (a clean-clone CI run
 * did, under load). Links are looked for when the browser is idle, so the search never competes
 * with the page's own first load. Returns a function that stops watching.
 */
export function watchVisibleLinks(
  root: ParentNode & Node,
  onVisible: (link: HTMLAnchorElement) => void,
  idle: Idle = whenIdle,
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const seen = new WeakSet<Element>();
  const intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection.unobserve(entry.target);
      onVisible(entry.target as HTMLAnchorElement);
    }
  });
  const look = () => {
    cancelLook = undefined;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      if (seen.has(link)) continue;
      seen.add(link);
      intersection.observe(link);
    }
  };
  let cancelLook: (() => void) | undefined = idle(look);
  // New elements: look again once idle (one look for a burst of changes).
  const mutations = new MutationObserver((records) => {
    if (cancelLook) return;
    if (records.some((record) => record.addedNodes.length > 0)) cancelLook = idle(look);
  });
  mutations.observe(root, { childList: true, subtree: true });
  return () => {
    cancelLook?.();
    mutations.disconnect();
    intersection.disconnect();
  };
}
