import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

describe('route table (spec section 2, Routes)', () => {
  it('holds the 22 routes of the spec, each once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(paths).toHaveLength(22);
    expect(new Set(paths).size).toBe(22);
  });

  it('protects every signed-in page and restricts /admin to ROLE_ADMIN', () => {
    const access = Object.fromEntries(routeTable.map((r) => [r.path, r.access]));
    for (const path of ['/', '/reviews', '/shop', '/settings/customers', '/profile/password']) {
      expect(access[path]).toBe('protected');
    }
    expect(access['/admin']).toBe('admin');
    for (const path of ['/confirm', '/contact', '/impress', '/privacy', '/agb']) {
      expect(access[path]).toBe('open');
    }
  });
});
