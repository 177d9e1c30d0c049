import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignedInData } from './signed-in-data';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('forgetSignedInData (spec section 4, Sign-out clears session data)', () => {
  it('tells what the page holds in memory, as a change from another tab would', () => {
    localStorage.setItem('cart', '{"items":[]}');
    const heard: (string | null)[] = [];
    const listen = (event: StorageEvent) => {
      if (event.storageArea === localStorage) heard.push(event.key);
    };
    window.addEventListener('storage', listen);
    forgetSignedInData();
    window.removeEventListener('storage', listen);
    expect(heard).toEqual(['cart']);
  });

  it("forgets the owner's drafts, bulk jobs and payment attempt, and keeps the device's preferences", () => {
    sessionStorage.setItem('locperf.draft.profile.contact', '{"firstName":"Anna"}');
    sessionStorage.setItem('locperf.reviews.bulk.org-1', '{"action":"publish"}');
    sessionStorage.setItem('checkoutAttempt', '{"sessionId":"cs_1"}');
    sessionStorage.setItem('chunkReloadAt', '{}');
    localStorage.setItem('locperf.reviews.bulk.left-behind.org-1', '{"action":"generate"}');
    localStorage.setItem('locperf.reply-draft.review-7', '{"text":"Liebe Frau"}');
    localStorage.setItem('cart', '{"items":[{"priceId":"p1","locations":["l1"]}]}');
    localStorage.setItem('cookieConsent', '{"essential":true}');
    localStorage.setItem('sideNavOpenPermanent', 'false');
    localStorage.setItem('nuxt-color-mode', 'dark');

    forgetSignedInData();

    expect(sessionStorage.getItem('locperf.draft.profile.contact')).toBeNull();
    expect(sessionStorage.getItem('locperf.reviews.bulk.org-1')).toBeNull();
    expect(sessionStorage.getItem('checkoutAttempt')).toBeNull();
    expect(localStorage.getItem('locperf.reviews.bulk.left-behind.org-1')).toBeNull();
    expect(localStorage.getItem('locperf.reply-draft.review-7')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(sessionStorage.getItem('chunkReloadAt')).toBe('{}');
    expect(localStorage.getItem('cookieConsent')).toBe('{"essential":true}');
    expect(localStorage.getItem('sideNavOpenPermanent')).toBe('false');
    expect(localStorage.getItem('nuxt-color-mode')).toBe('dark');
  });
});
