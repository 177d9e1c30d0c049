import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { ViewBar } from './view-bar';

const hint =
  'Drafts awaiting your approval, and 1–2 star reviews unanswered for more than 24 hours.';

describe('ViewBar (issue 18, the "needs attention" saved view)', () => {
  it('says what the view holds, which the star and answer filters cannot show (owner trial 8)', () => {
    renderWidget(<ViewBar filters={{ view: 'attention' }} onFiltersChange={vi.fn()} />);
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('says nothing of it for all reviews', () => {
    renderWidget(<ViewBar filters={{}} onFiltersChange={vi.fn()} />);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});
