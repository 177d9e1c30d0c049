import { describe, expect, it } from 'vitest';
import { withoutModulePreloads, withRoot } from './prerender';

describe('withRoot', () => {
  it('replaces the boot shell, nested divs and its comment included, with the prerendered page', () => {
    const html =
      '<body>\n<!--\n The boot shell (x)\n-->\n<div id="root"><div class="a"><div></div></div>\n</div>\n<p>after</p></body>';
    expect(withRoot(html, '<div id="root">page</div>')).toBe(
      '<body>\n<div id="root">page</div>\n<p>after</p></body>',
    );
  });
});

describe('withoutModulePreloads', () => {
  it('drops every modulepreload and keeps the entry script and the stylesheets (issue 14)', () => {
    const head = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="stylesheet" href="/assets/bootstrap-b.css">',
      '    <link rel="modulepreload" crossorigin href="/assets/bootstrap-c.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/chunk-d.js">',
      '  </head>',
    ].join('\n');
    expect(withoutModulePreloads(head)).toBe(
      [
        '<head>',
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '    <link rel="stylesheet" href="/assets/bootstrap-b.css">',
        '  </head>',
      ].join('\n'),
    );
  });
});
