import { describe, expect, it } from 'vitest';
import { withRoot } from './prerender';

describe('withRoot', () => {
  it('replaces the boot shell, nested divs and its comment included, with the prerendered page', () => {
    const html =
      '<body>\n<!--\n The boot shell (x)\n-->\n<div id="root"><div class="a"><div></div></div>\n</div>\n<p>after</p></body>';
    expect(withRoot(html, '<div id="root">page</div>')).toBe(
      '<body>\n<div id="root">page</div>\n<p>after</p></body>',
    );
  });
});
