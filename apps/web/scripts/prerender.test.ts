import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_GIVEN_ATTRIBUTE } from '../src/shell/consent-given';
import { beforePaintScript, withoutModulePreloads, withRoot } from './prerender';

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

describe('beforePaintScript', () => {
  const runScript = () => {
    new Function(beforePaintScript({ light: 'light', dark: 'dark' }))();
    return document.documentElement.hasAttribute(CONSENT_GIVEN_ATTRIBUTE);
  };
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_GIVEN_ATTRIBUTE);
  });

  it('marks the page when the consent stored under the api key has essential true', () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":true,"thirdParty":false}');
    expect(runScript()).toBe(true);
  });

  it('leaves the banner for a first visit and for a withdrawn consent', () => {
    expect(runScript()).toBe(false);
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '{"essential":false,"thirdParty":true}');
    expect(runScript()).toBe(false);
  });
});
