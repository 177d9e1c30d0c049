/**
 * Moves focus to the page's main heading (the h1 in `#main`), made focusable from script
 * (`tabindex="-1"`), or to `#main` itself when the page has no h1 yet. Used after a keyboard
 * navigation from the side navigation, so the next Tab continues in the page, not in the menu.
 */
export function focusMainHeading(options?: FocusOptions): void {
  const main = document.getElementById('main');
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus(options);
}
