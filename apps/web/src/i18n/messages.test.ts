import { describe, expect, it } from 'vitest';
import { createCatalogue, type CatalogueSources } from './messages';

const text = (value: string) => [{ type: 0, value }];
const chunk = (messages: Record<string, string>) => async () => ({
  default: Object.fromEntries(Object.entries(messages).map(([id, value]) => [id, text(value)])),
});

/** A build's split (issue 14, Messages per area): a shell chunk and one per area and locale. */
function sources(): CatalogueSources & { loads: string[] } {
  const loads: string[] = [];
  const counted = (name: string, messages: Record<string, string>) => () => {
    loads.push(name);
    return chunk(messages)();
  };
  return {
    loads,
    shell: {
      en: counted('en-shell', { 'header.title': 'Home' }),
      de: counted('de-shell', { 'header.title': 'Start' }),
      fr: counted('fr-shell', { 'header.title': 'Accueil' }),
    },
    areas: {
      en: { shop: counted('en-shop', { 'shop.title': 'Shop' }) },
      de: { shop: counted('de-shop', { 'shop.title': 'Laden' }) },
    },
  };
}

describe('createCatalogue', () => {
  it('holds the shell texts once ready, and an area’s after addArea, in the same object', async () => {
    const catalogue = createCatalogue('en', sources());
    const messages = await catalogue.ready();
    expect(Object.keys(messages)).toEqual(['header.title']);
    await catalogue.addArea('shop');
    // The object react-intl renders with gains the page's texts without a new render.
    expect(messages['shop.title']).toEqual(text('Shop'));
  });

  it('loads each area once however often a page asks', async () => {
    const source = sources();
    const catalogue = createCatalogue('en', source);
    await Promise.all([catalogue.addArea('shop'), catalogue.addArea('shop')]);
    await catalogue.addArea('shop');
    expect(source.loads.sort()).toEqual(['en-shell', 'en-shop']);
  });

  it('switches locale with the areas visited so far', async () => {
    const catalogue = createCatalogue('en', sources());
    await catalogue.addArea('shop');
    const german = await catalogue.switchTo('de');
    expect(german).toEqual({ 'header.title': text('Start'), 'shop.title': text('Laden') });
    expect(catalogue.locale).toBe('de');
    expect(catalogue.messages).toBe(german);
  });

  it('treats an area without a chunk (a locale or build without the split) as the shell alone', async () => {
    const catalogue = createCatalogue('fr', sources());
    await catalogue.addArea('shop');
    await catalogue.addArea(undefined);
    expect(catalogue.messages).toEqual({ 'header.title': text('Accueil') });
  });
});
