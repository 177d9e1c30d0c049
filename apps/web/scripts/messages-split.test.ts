import { describe, expect, it } from 'vitest';
import { idsInCode, splitIds } from './messages-split';

const known = new Set([
  'header.home',
  'login.title',
  'shop.title',
  'shop.cart',
  'outcome.saved',
  'outcome.failed',
  'review.reply.published',
]);

/** A module graph as Rollup reports it after a build: code and import edges. */
function graph(modules: Record<string, { code?: string; imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? {
            code: module.code ?? '',
            isEntry: id === '/src/main.tsx',
            importedIds: module.imports ?? [],
            dynamicallyImportedIds: module.lazy ?? [],
          }
        : null;
    },
  };
}

describe('idsInCode', () => {
  it('finds the catalogue ids a module spells out and those under a template prefix', () => {
    const code =
      'f({id:"login.title"});const t=`outcome.${kind}`;x("not.an.id");y(\'header.home\')';
    expect([...idsInCode(code, known)].sort()).toEqual([
      'header.home',
      'login.title',
      'outcome.failed',
      'outcome.saved',
    ]);
  });
});

describe('splitIds (issue 14, Messages per area)', () => {
  const build = graph({
    '/src/main.tsx': { imports: ['/src/pages/pages.ts'], lazy: ['/src/bootstrap.tsx'] },
    '/src/bootstrap.tsx': { code: '"header.home"', lazy: ['/features/cookie-banner.tsx'] },
    '/features/cookie-banner.tsx': { code: '"outcome.saved"' },
    '/src/pages/pages.ts': {
      imports: ['/src/pages/accounts/routes.ts', '/src/pages/commerce/routes.ts'],
    },
    '/src/pages/accounts/routes.ts': { lazy: ['/src/pages/accounts/login-page.tsx'] },
    '/src/pages/commerce/routes.ts': { lazy: ['/src/pages/commerce/shop-page.tsx'] },
    '/src/pages/accounts/login-page.tsx': { code: '"login.title" "header.home"' },
    '/src/pages/commerce/shop-page.tsx': {
      code: '"shop.title"',
      lazy: ['/features/cart.tsx'],
    },
    '/features/cart.tsx': { code: '"shop.cart"' },
  });

  it('gives the shell what the entry reaches without entering a page, lazy parts included', () => {
    const { shell } = splitIds(build, known, new Set());
    expect([...shell].sort()).toEqual(['header.home', 'outcome.saved']);
  });

  it('gives each area what its pages reach beyond the shell, lazy parts included', () => {
    const { areas } = splitIds(build, known, new Set());
    expect([...(areas.get('accounts') ?? [])]).toEqual(['login.title']);
    expect([...(areas.get('commerce') ?? [])].sort()).toEqual(['shop.cart', 'shop.title']);
  });

  it('keeps the keys a server may send in the shell', () => {
    const { shell } = splitIds(build, known, new Set(['review.reply.published']));
    expect(shell.has('review.reply.published')).toBe(true);
  });
});
