import de from '@locperf/locales/compiled/de.json';
import en from '@locperf/locales/compiled/en.json';
import fr from '@locperf/locales/compiled/fr.json';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../i18n/messages';
import { routeTable } from './route-table';
import { documentTitleFor, routeTitleMessage } from './route-title';

const catalogues = { en, de, fr } as unknown as Record<'en' | 'de' | 'fr', Messages>;

describe('document titles (issue "Phone-first": every route has its own title)', () => {
  it('gives "{page} · Location Performance" in the locale, e.g. German reviews', () => {
    expect(documentTitleFor('/reviews', 'de', catalogues.de)).toBe(
      'Bewertungen · Location Performance',
    );
    expect(documentTitleFor('/de/reviews?rating=1', 'de', catalogues.de)).toBe(
      'Bewertungen · Location Performance',
    );
    expect(documentTitleFor('/reviews', 'en', catalogues.en)).toBe(
      'Reviews · Location Performance',
    );
  });

  it('titles an unknown path as the 404 page', () => {
    expect(documentTitleFor('/no/such/page', 'en', catalogues.en)).toBe(
      'Page not found · Location Performance',
    );
    expect(routeTitleMessage('/fr/nope').id).toBe('page.notFound.title');
  });

  it('gives every route a different title in every locale', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const titles = routeTable.map((r) => documentTitleFor(r.path, locale, catalogues[locale]));
      expect(new Set(titles).size, locale).toBe(routeTable.length);
      for (const title of titles) expect(title).toMatch(/^.+ · Location Performance$/);
    }
  });
});
