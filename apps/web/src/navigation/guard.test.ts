import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideGuard, type GuardInput } from './guard';

const base: GuardInput = {
  access: 'protected',
  status: 'authenticated',
  roles: [],
  fullPath: '/reviews?rating=1#r-2',
};

describe('route guard (spec section 2)', () => {
  it('renders open pages whatever the auth state, even while loading', () => {
    for (const status of ['loading', 'authenticated', 'unauthenticated'] as const) {
      expect(decideGuard({ ...base, access: 'open', status })).toEqual({ kind: 'render' });
    }
  });

  it('waits while auth is loading on every other kind of page', () => {
    for (const access of ['protected', 'signedOut', 'admin'] as const) {
      expect(decideGuard({ ...base, access, status: 'loading' })).toEqual({ kind: 'wait' });
    }
  });

  it('sends signed-out visitors of protected pages to /login, keeping the full path', () => {
    expect(decideGuard({ ...base, status: 'unauthenticated' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Freviews%3Frating%3D1%23r-2',
      rememberPath: '/reviews?rating=1#r-2',
    });
  });

  it('sends signed-in visitors of signed-out-only pages to the configured target', () => {
    expect(decideGuard({ ...base, access: 'signedOut' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard({ ...base, access: 'signedOut', signedInTarget: '/reviews' })).toEqual({
      kind: 'redirect',
      to: '/reviews',
    });
    expect(decideGuard({ ...base, access: 'signedOut', status: 'unauthenticated' })).toEqual({
      kind: 'render',
    });
  });

  it('renders admin pages only with ROLE_ADMIN and answers 404 otherwise', () => {
    expect(decideGuard({ ...base, access: 'admin' })).toEqual({ kind: 'notFound' });
    expect(decideGuard({ ...base, access: 'admin', roles: ['ROLE_ADMIN'] })).toEqual({
      kind: 'render',
    });
    expect(decideGuard({ ...base, access: 'admin', status: 'unauthenticated' }).kind).toBe(
      'redirect',
    );
  });
});

describe('after sign-in (spec section 2)', () => {
  it('prefers the redirect query, then the stored path, then /', () => {
    expect(afterLoginTarget('?redirect=%2Fshop', '/reviews')).toBe('/shop');
    expect(afterLoginTarget('', '/reviews')).toBe('/reviews');
    expect(afterLoginTarget('', null)).toBe('/');
  });

  it("keeps the sign-in page's locale prefix on a target without one (owner trial)", () => {
    expect(afterLoginTarget('', null, 'de')).toBe('/de');
    expect(afterLoginTarget('?redirect=%2Freviews%3Frating%3D1', null, 'fr')).toBe(
      '/fr/reviews?rating=1',
    );
    expect(afterLoginTarget('?redirect=%2Fde%2Fshop', null, 'fr')).toBe('/de/shop');
    expect(afterLoginTarget('', '/reviews', null)).toBe('/reviews');
  });

  it('never leaves the origin, whichever source the target comes from', () => {
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example', '/reviews')).toBe('/');
    expect(afterLoginTarget('', 'https://evil.example')).toBe('/');
  });
});

describe('login path', () => {
  it('sends signed-out visitors to the given sign-in page, e.g. with a locale prefix', () => {
    expect(
      decideGuard({ ...base, status: 'unauthenticated', loginPath: '/de/login' }),
    ).toMatchObject({
      kind: 'redirect',
      to: '/de/login?redirect=%2Freviews%3Frating%3D1%23r-2',
    });
  });
});
