// @vitest-environment jsdom
// DOMPurify relies on spec-exact HTML parsing and tree walking; happy-dom mis-parses several
// cheat-sheet payloads (it returns <script> inside <p> unsanitised), so these tests use jsdom,
// the DOM DOMPurify itself is tested against. The stories repeat the check in Chromium.
import { afterEach, describe, expect, it, vi } from 'vitest';
import cheatSheet from '../test-utils/xss-payloads.json';
import { sanitizeFlashHtml } from './sanitize';

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'];

/** Browsers ignore control characters and whitespace in a scheme, so compare without them. */
function scheme(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

describe('sanitizeFlashHtml against a public XSS cheat sheet (spec section 4)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('holds at least 50 payloads', () => {
    expect(cheatSheet.payloads.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cheatSheet.payloads.map((p, i) => [i, p] as const))(
    'payload %i leaves no script, handler or dangerous URL',
    async (_i, payload) => {
      const alert = vi.fn();
      // happy-dom has no alert of its own; a stub records any call a surviving script makes.
      vi.stubGlobal('alert', alert);
      const host = document.createElement('div');
      host.innerHTML = sanitizeFlashHtml(payload);
      document.body.append(host);

      expect(
        host.querySelector('script, iframe, object, embed, style, meta, link, base'),
      ).toBeNull();
      for (const element of host.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.toLowerCase().startsWith('on'), attribute.name).toBe(false);
          if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
            const value = scheme(attribute.value);
            expect(value.startsWith('javascript:'), attribute.value).toBe(false);
            expect(value.startsWith('vbscript:'), attribute.value).toBe(false);
            expect(value.startsWith('data:'), attribute.value).toBe(false);
          }
          expect(attribute.name.toLowerCase(), 'no inline styles').not.toBe('style');
        }
      }
      // Give any surviving handler (load, error, toggle…) a chance to run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it('keeps harmless formatting and safe links', () => {
    const html = sanitizeFlashHtml(
      '<p>Saved <strong>now</strong>. <a href="https://example.com/a">More</a> <a href="/shop">Shop</a></p>',
    );
    expect(html).toBe(
      '<p>Saved <strong>now</strong>. <a href="https://example.com/a">More</a> <a href="/shop">Shop</a></p>',
    );
  });
});
