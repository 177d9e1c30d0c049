import type { LocationInsight } from '@locperf/api/insights';
import { mockDb } from '@locperf/mocks';
import { darkPalette, lightPalette } from '@locperf/ui/theme';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { csvDelimiter, toCsv } from './csv';
import { Insights } from './insights';
import { locationsCsv, sortRows } from './location-table';

setupMockServer();

/** What was on screen when the picker's and the charts' code was asked for (issue 14). */
const onScreenAtImport = vi.hoisted(() => ({ picker: [] as string[], charts: [] as string[] }));
vi.mock('./location-select', async (importOriginal) => {
  onScreenAtImport.picker.push(document.body.textContent ?? '');
  return importOriginal();
});
vi.mock('./charts', async (importOriginal) => {
  onScreenAtImport.charts.push(document.body.textContent ?? '');
  return importOriginal();
});

function renderInsights(period: '30d' | '90d' | '12m' = '90d', locale = 'en') {
  const onViewChange = vi.fn();
  renderWidget(
    <Insights
      organizationId={DEMO_ORGANIZATION_ID}
      view={{ period }}
      onViewChange={onViewChange}
    />,
    { client: signedInClient(), locale },
  );
  return { onViewChange };
}

describe('Insights (issue 18)', () => {
  it('shows the KPIs with their change, and reports a period or location picked to the host', async () => {
    const user = userEvent.setup();
    const { onViewChange } = renderInsights();
    expect(await screen.findByText('Average rating', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText(/vs\. previous period$/).length).toBeGreaterThanOrEqual(4);
    await user.click(screen.getByRole('radio', { name: '12 months' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ period: '12m' });
    await user.click(await screen.findByRole('button', { name: /^All locations/ }));
    await user.click(await screen.findByRole('option', { name: 'Sonnenschein Hamburg' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ period: '90d', locationId: 'loc-2' });
  });

  // Issue 14: a phone's first paint of the figures waits for no overlay or chart code.
  it('asks for the location picker and the charts only once the figures are on screen', async () => {
    renderInsights();
    // Until then the picker's look holds its place, busy.
    const location = screen.getByText('Location').parentElement as HTMLElement;
    expect(location).toHaveAttribute('aria-busy', 'true');
    expect(within(location).getByText('All locations')).toBeInTheDocument();
    await screen.findByRole('button', { name: /^All locations/ });
    await screen.findAllByRole('group', { name: /rating trend/i });
    expect(onScreenAtImport.picker.length).toBe(1);
    expect(onScreenAtImport.picker[0]).toContain('Average rating');
    expect(onScreenAtImport.charts.length).toBe(1);
    expect(onScreenAtImport.charts[0]).toContain('Average rating');
  });

  it('gives each chart a text summary and a table view, and its points are one tab stop moved by the arrow keys', async () => {
    const user = userEvent.setup();
    renderInsights();
    const trend = await screen.findByRole('region', { name: 'Rating trend' });
    expect(within(trend).getByText(/^Average rating from/)).toBeInTheDocument();
    const chart = await within(trend).findByRole('group', {
      name: /^Rating trend\. Use the arrow keys/,
    });
    const points = within(chart).getAllByRole('img');
    expect(points).toHaveLength(13);
    expect(points.filter((p) => p.tabIndex === 0)).toHaveLength(1);
    points.at(-1)?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(points.at(-2)).toHaveFocus();
    // Each date of a period never breaks inside; a narrow column breaks after the dash only.
    expect(points.at(-2)).toHaveAccessibleName(
      /^[A-Z][a-z]{2}\u00a0\d+\u00a0– [A-Z][a-z]{2}\u00a0\d+: .*reviews?$/,
    );
    await user.keyboard('{Home}');
    expect(points[0]).toHaveFocus();

    await user.click(within(trend).getByRole('button', { name: 'Show as table' }));
    const table = within(trend).getByRole('table', { name: 'Rating trend' });
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(trend).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(trend).getByRole('button', { name: 'Show as chart' }));
    expect(await within(trend).findByRole('group')).toBeInTheDocument();
  });

  it('says a location without reviews is not granted, instead of suggesting the booster (owner trial 10)', async () => {
    const location = mockDb.location.getAll().find((l) => !l.granted)!;
    renderWidget(
      <Insights
        organizationId={DEMO_ORGANIZATION_ID}
        view={{ period: '90d', locationId: location.id }}
        onViewChange={vi.fn()}
      />,
      { client: signedInClient() },
    );
    expect(
      await screen.findByText(
        `${location.name} is not granted yet, so its reviews are not imported. Grant it under Google accounts.`,
      ),
    ).toBeInTheDocument();
  });

  it("writes numbers and dates in the user's locale", async () => {
    renderInsights('30d', 'de');
    // The source texts (no catalogue here), but numbers and dates as German writes them.
    expect(await screen.findByText('Average rating', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/^\d,\d$/, { selector: 'p' })).toBeInTheDocument();
    expect(
      screen.getByText(/^\d+\.\d+\.\d{4} – \d+\.\d+\.\d{4}, compared with/),
    ).toBeInTheDocument();
  });

  it('sorts the location table by a column, rows without figures last', async () => {
    const user = userEvent.setup();
    renderInsights();
    const table = await screen.findByRole('table', { name: 'By location' });
    await user.click(within(table).getByRole('button', { name: 'Average rating' }));
    expect(within(table).getByRole('columnheader', { name: /Average rating/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toHaveLength(6);
    expect(names.at(-1)).toBe('Sonnenschein Dresden');
  });
});

const row = (name: string, averageRating: number | null, reviewCount: number): LocationInsight => {
  const kpis = {
    reviewCount,
    averageRating,
    distribution: [0, 0, 0, 0, reviewCount] as [number, number, number, number, number],
    responseRate: reviewCount ? 0.456 : null,
    medianResponseHours: reviewCount ? 5.25 : null,
    aiShare: reviewCount ? 0.5 : null,
  };
  return { locationId: name, name, current: kpis, previous: kpis };
};

describe('CSV export of the location table (issue 18)', () => {
  const köln = row('Köln; Mitte', 4.25, 12);
  const rows = [
    { ...köln, previous: { ...köln.previous, averageRating: 4 } },
    row('=HYPERLINK("x")', null, 0),
  ];

  it('separates with semicolons where the decimal separator is a comma (de, fr), commas elsewhere', () => {
    expect(csvDelimiter('de')).toBe(';');
    expect(csvDelimiter('fr')).toBe(';');
    expect(csvDelimiter('en')).toBe(',');
    const de = locationsCsv(
      createIntl({ locale: 'de', messages: {}, onError: () => {} }),
      rows,
    ).split('\r\n');
    expect(de[0]).toBe(
      'Location;Average rating;Reviews;Response rate (%);Median response time (h);AI share (%);Rating change'.replace(
        'AI share',
        'Answered by AI',
      ),
    );
    // The rating change too, as the table shows it (fifth owner trial: the export left it out).
    expect(de[1]).toBe('"Köln; Mitte";4,25;12;45,6;5,25;50;0,25');
    const en = locationsCsv(
      createIntl({ locale: 'en', messages: {}, onError: () => {} }),
      rows,
    ).split('\r\n');
    expect(en[1]).toBe('Köln; Mitte,4.25,12,45.6,5.25,50,0.25');
  });

  it('leaves missing figures empty and defuses cells a spreadsheet would run as a formula', () => {
    const en = locationsCsv(
      createIntl({ locale: 'en', messages: {}, onError: () => {} }),
      rows,
    ).split('\r\n');
    expect(en[2]).toBe(`"'=HYPERLINK(""x"")",,0,,,,`);
    expect(toCsv('en', ['a'], [['+1'], ['-2'], ['@x']])).toBe("a\r\n'+1\r\n'-2\r\n'@x\r\n");
  });

  it('sorts by name in the locale, and puts rows without a value last either way', () => {
    const list = [row('Zürich', 4, 1), row('Aachen', null, 0), row('Österreich', 3, 2)];
    expect(
      sortRows(list, { column: 'name', direction: 'ascending' }, 'de').map((r) => r.name),
    ).toEqual(['Aachen', 'Österreich', 'Zürich']);
    for (const direction of ['ascending', 'descending'] as const) {
      expect(sortRows(list, { column: 'averageRating', direction }, 'de').at(-1)?.name).toBe(
        'Aachen',
      );
    }
  });
});

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('chart colours (issue 18: 3:1 against the page)', () => {
  it('draws marks (primary) and axis text (textMuted) at 3:1 or more on the page and on cards, light and dark', () => {
    for (const palette of [lightPalette, darkPalette]) {
      for (const ground of [palette.background, palette.surface]) {
        expect(contrastRatio(palette.primary, ground)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(palette.textMuted, ground)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(palette.focusRing, ground)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
