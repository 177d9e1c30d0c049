import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** What the host page's window.onerror and unhandledrejection listeners caught. */
export async function hostErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { hostErrors: string[] }).hostErrors);
}

/** Collects uncaught page errors from the start of the test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** URLs of the requests the page makes that belong to the widgets (code or API). */
export function collectWidgetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/') || url.includes('/embed/widget')) urls.push(url);
  });
  return urls;
}

/** Fails on any axe violation (WCAG 2.2 A and AA), shadow roots included. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const PROPS = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'color',
  'background-color',
  'box-sizing',
  'margin',
  'padding',
  'border',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'list-style-type',
  'display',
];

/**
 * The layout and computed styles of every element below `root` (a widget root in the page or
 * in a shadow root): positions relative to the root, so the host may place it anywhere.
 */
export async function layoutOf(root: Locator): Promise<string[]> {
  return root.evaluate((element, props) => {
    const origin = element.getBoundingClientRect();
    const out: string[] = [];
    const walk = (node: Element, path: string) => {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      out.push(
        [
          path,
          Math.round(rect.x - origin.x),
          Math.round(rect.y - origin.y),
          Math.round(rect.width),
          Math.round(rect.height),
          ...props.map((p) => `${p}=${style.getPropertyValue(p)}`),
        ].join(' '),
      );
      Array.from(node.children).forEach((child, i) =>
        walk(child, `${path}>${child.localName}${i}`),
      );
    };
    walk(element, element.localName);
    return out;
  }, PROPS);
}

/** Computed styles of the host's own elements, to prove the widgets change nothing outside. */
export async function hostStyles(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate(
    ({ selectors, props }) =>
      selectors.flatMap((selector) =>
        Array.from(document.querySelectorAll(selector)).map((el) => {
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          // The page grows by the widgets' height; html and body are compared by style only.
          const size = ['html', 'body'].includes(selector)
            ? ''
            : `${Math.round(rect.width)}x${Math.round(rect.height)}`;
          return `${selector} ${size} ${props.map((p) => style.getPropertyValue(p)).join(' ')}`;
        }),
      ),
    { selectors, props: PROPS },
  );
}
