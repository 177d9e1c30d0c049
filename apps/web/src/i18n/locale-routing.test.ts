import { describe, expect, it } from 'vitest';
import { localeCookie, readCookie, resolveLocale, splitLocalePrefix } from './locale-routing';

describe('locale routing (spec sections 2 and 9)', () => {
  it('splits a locale prefix off the path and leaves other paths alone', () => {
    expect(splitLocalePrefix('/de/reviews')).toEqual({ locale: 'de', path: '/reviews' });
    expect(splitLocalePrefix('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePrefix('/reviews')).toEqual({ locale: null, path: '/reviews' });
    expect(splitLocalePrefix('/details')).toEqual({ locale: null, path: '/details' });
  });

  it('prefers the prefix, then the cookie, then the browser, then en', () => {
    const languages = ['fr-FR', 'en'];
    expect(resolveLocale({ pathname: '/de/shop', cookie: 'locale=fr', languages })).toBe('de');
    expect(resolveLocale({ pathname: '/shop', cookie: 'a=1; locale=de', languages })).toBe('de');
    expect(resolveLocale({ pathname: '/shop', cookie: 'locale=xx', languages })).toBe('fr');
    expect(resolveLocale({ pathname: '/shop', cookie: '', languages: ['es-ES', 'it'] })).toBe('en');
  });

  it('reads cookies defensively', () => {
    expect(readCookie('locale=de; other=x', 'locale')).toBe('de');
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBeNull();
    expect(readCookie('', 'locale')).toBeNull();
  });

  it('remembers the choice for 365 days on the whole site', () => {
    expect(localeCookie('fr', true)).toBe(
      'locale=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});
