import type { ReviewFilters } from '@locperf/api/reviews';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { FilterFields } from './filter-fields';

const message = 'This date is before the “From” date, so no review can match.';

function renderFields(filters: ReviewFilters) {
  return renderWidget(
    <FilterFields filters={filters} onFiltersChange={vi.fn()} locations={[]} searchDelayMs={0} />,
  );
}

describe('inbox date range (owner trial: a reversed range applied without a word)', () => {
  it('says so under "To" when it is before "From"', () => {
    renderFields({ from: '2026-08-01', to: '2026-07-31' });
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says nothing for a range in order, or with one end open', () => {
    renderFields({ from: '2026-07-01', to: '2026-07-31' });
    expect(screen.queryByText(message)).toBeNull();
    renderFields({ from: '2026-07-01' });
    expect(screen.queryByText(message)).toBeNull();
  });
});
