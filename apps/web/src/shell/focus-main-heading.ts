import { hashTarget } from '../navigation/hash-scroll';

/**
 * Moves focus to where a navigation leads: the page's main heading (the h1 in `#main`), or,
 * for an address with a hash (`#booster`), that section's first heading, or the section itself,
 * when it is rendered; to `#main` itself when the page has no h1 yet. Made focusable from script
 * (`tabindex="-1"`). Used after a keyboard navigation from the side navigation, so the next Tab
 * continues in the page, not in the menu. A hash target was scrolled to already: it is focused
 * without scrolling again.
 */
export function focusMainHeading({ hash = '' }: { hash?: string } = {}): void {
  const main = document.getElementById('main');
  if (!main) return;
  const section = hashTarget(hash);
  const target =
    (section
      ? (section.querySelector<HTMLElement>('h1, h2, h3') ?? section)
      : main.querySelector<HTMLElement>('h1')) ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: section !== null });
}
