import { describe, expect, it } from 'vitest';
import { createCookieTokenStore } from './token-store';

describe('cookie token store (issue 3, Auth)', () => {
  it('writes Secure, SameSite=Lax, Path=/ cookies with the configured name and clears them', () => {
    const writes: string[] = [];
    let jar = '';
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        writes.push(value);
        const [pair] = value.split(';');
        jar = value.includes('Max-Age=0') ? '' : (pair ?? '');
      },
    };
    const store = createCookieTokenStore(doc);
    store.set('my.token', 'abc', 1800);
    expect(writes[0]).toBe('my.token=abc; Max-Age=1800; Path=/; Secure; SameSite=Lax');
    expect(store.get('my.token')).toBe('abc');
    store.remove('my.token');
    expect(writes[1]).toContain('Max-Age=0');
    expect(store.get('my.token')).toBeNull();
  });
});
