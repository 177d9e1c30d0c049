import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  readConfig,
  widgetModuleOf,
  widgetSlot,
  type WidgetModule,
} from './config';

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

describe('custom element attributes (issue 8)', () => {
  it('reads every attribute', () => {
    const config = readConfig(
      element('locperf-reviews', {
        location: 'loc-3',
        locale: 'fr',
        theme: 'dark',
        layout: 'grid',
        'min-stars': '4',
        'hide-without-text': '',
        'max-count': '7',
        'legal-notice': '',
        'api-base': 'https://api.example.com',
      }),
      'https://cdn.example.com/api',
    );
    expect(config).toEqual({
      kind: 'reviews',
      apiBase: 'https://api.example.com',
      locationId: 'loc-3',
      locale: 'fr',
      theme: 'dark',
      layout: 'grid',
      minRating: 4,
      withTextOnly: true,
      maxCount: 7,
      legalNotice: true,
    });
  });

  it('falls back to safe defaults for missing or invalid values', () => {
    document.documentElement.lang = 'de-CH';
    const config = readConfig(
      element('locperf-booster', {
        location: 'loc-1',
        theme: 'neon',
        layout: 'spiral',
        'min-stars': '9',
        'max-count': 'many',
        'hide-without-text': 'false',
      }),
      'https://cdn.example.com/api',
    );
    expect(config).toMatchObject({
      kind: 'booster',
      apiBase: 'https://cdn.example.com/api',
      locale: 'de',
      theme: 'light',
      layout: 'list',
      minRating: 5,
      maxCount: 5,
      withTextOnly: false,
      legalNotice: false,
    });
    document.documentElement.lang = '';
  });
});

describe('the widget module the loader imported (issue 17)', () => {
  const mount: WidgetModule['mount'] = () => ({
    update: () => undefined,
    unmount: () => undefined,
  });
  const slot = globalThis as { [widgetSlot]?: WidgetModule };

  it('takes the export of widget.js', () => {
    expect(widgetModuleOf({ mount }).mount).toBe(mount);
  });

  it('takes what widget.js left when a minifier wrapped it in an IIFE and dropped the export', () => {
    slot[widgetSlot] = { mount };
    expect(widgetModuleOf({}).mount).toBe(mount);
    delete slot[widgetSlot];
  });

  it('rejects a module that is not widget.js', () => {
    expect(() => widgetModuleOf({})).toThrow('widget.js exported no mount');
  });
});

describe('consent entry', () => {
  it("reads the entry the app's cookie banner writes (spec section 3, Cookie consent)", () => {
    expect(CONSENT_STORAGE_KEY).toBe(COOKIE_CONSENT_STORAGE_KEY);
  });
});
