const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : !element.closest('[hidden], [inert]');
}

/**
 * Moves focus to the first element a Tab press would reach after `region` (or, `before`, the last
 * one before it), as the ARIA feed pattern's Ctrl+End and Ctrl+Home do. A long review list is two
 * Tab stops per review and loads more as it is read, so without this a keyboard user could not
 * get past it to what the page shows below (partner trial 6). Returns false when there is none.
 */
export function leaveRegion(region: HTMLElement, direction: 'after' | 'before'): boolean {
  const candidates = [...region.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      !region.contains(element) &&
      isShown(element) &&
      Boolean(
        region.compareDocumentPosition(element) &
        (direction === 'after'
          ? Node.DOCUMENT_POSITION_FOLLOWING
          : Node.DOCUMENT_POSITION_PRECEDING),
      ),
  );
  const target = direction === 'after' ? candidates[0] : candidates.at(-1);
  if (!target) return false;
  target.focus();
  return true;
}
