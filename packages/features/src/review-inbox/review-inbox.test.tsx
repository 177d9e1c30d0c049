import { mockControls, mockDb } from '@locperf/mocks';
import type { Review, ReviewFilters } from '@locperf/api/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import deMessages from '@locperf/locales/compiled/de.json';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { ReviewInbox } from './review-inbox';

setupMockServer();

function renderInbox(
  filters: ReviewFilters = {},
  onReply = vi.fn(),
  onFiltersChange = vi.fn(),
  intl: Pick<Parameters<typeof renderWidget>[1] & object, 'locale' | 'messages'> = {},
) {
  renderWidget(
    <ReviewInbox
      organizationId={DEMO_ORGANIZATION_ID}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onReply={onReply}
      searchDelayMs={0}
    />,
    { client: signedInClient(), ...intl },
  );
  return { onReply, onFiltersChange };
}

describe('ReviewInbox (issue 7)', () => {
  it('shows the count of matching reviews and the reviews of the filters, with a text alternative for the stars', async () => {
    renderInbox({ ratings: [1, 2], responseKind: 'none' });
    const expected = mockDb.review
      .getAll()
      .filter((r) => r.rating <= 2 && r.responseKind === 'none').length;
    expect(await screen.findByText(`${expected} reviews`)).toBeInTheDocument();
    const feed = screen.getByRole('feed', { name: 'Reviews' });
    const articles = within(feed).getAllByRole('article');
    expect(articles.length).toBeGreaterThan(0);
    // The virtualised list keeps only a window of rows in the DOM.
    expect(articles.length).toBeLessThan(40);
    for (const article of articles) {
      expect(within(article).getByRole('img', { name: /^[12] of 5 stars$/ })).toBeInTheDocument();
      expect(within(article).getByText('No reply')).toBeInTheDocument();
    }
  });

  it('reports a changed star filter to the host, which owns the URL', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderInbox({ ratings: [1] });
    await screen.findByRole('feed');
    await user.click(screen.getByRole('checkbox', { name: '2 stars' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ratings: [1, 2] });
  });

  it('shows the filtered-empty state with a reset when nothing matches', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderInbox({ search: 'no review says this' });
    expect(await screen.findByRole('heading', { name: 'No reviews match' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    expect(onFiltersChange).toHaveBeenLastCalledWith({});
  });

  it('with no review yet shows only what to do: no filters, count, Select or shortcuts (designer review 6)', async () => {
    mockControls.override('listReviews', {
      status: 200,
      body: { items: [], nextCursor: null, total: 0 },
    });
    renderWidget(
      <ReviewInbox
        organizationId={DEMO_ORGANIZATION_ID}
        filters={{}}
        onFiltersChange={vi.fn()}
        onReply={vi.fn()}
        connectHref="/settings/google-account"
      />,
      { client: signedInClient() },
    );
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a Google account' })).toHaveAttribute(
      'href',
      '/settings/google-account',
    );
    expect(screen.queryByText('0 reviews')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select|Filters|Keyboard shortcuts/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('renders review text as text: markup from the server is never interpreted', async () => {
    const first = mockDb.review.getAll()[0];
    mockDb.review.update({
      where: { id: { equals: first?.id ?? '' } },
      data: {
        comment: '<img src=x onerror="alert(1)"><b>bold</b>',
        createdAt: '2099-01-01T00:00:00.000Z',
      },
    });
    renderInbox();
    expect(
      await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], b')).toBeNull();
  });

  it('moves with j/k and arrows, opens the reply editor with r, and ignores keys typed in a field', async () => {
    const user = userEvent.setup();
    const { onReply } = renderInbox({ responseKind: 'none' });
    const feed = await screen.findByRole('feed');
    const articles = () => within(feed).getAllByRole('article');
    // WCAG 2.1.4: a letter typed with focus outside the list does nothing.
    await user.keyboard('jr');
    expect(onReply).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
    // Tab reaches the list on its first review; j then moves to the second.
    articles()[0]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(articles()[1]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(articles()[2]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(articles()[1]).toHaveFocus());
    await user.keyboard('r');
    const opened = onReply.mock.calls[0]?.[0] as Review;
    expect(articles()[1]).toHaveAttribute('data-review-id', opened.id);

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('jr');
    expect(onReply).toHaveBeenCalledTimes(1);
  });

  it('lists the shortcuts in a help dialog opened with ?', async () => {
    const user = userEvent.setup();
    renderInbox();
    const feed = await screen.findByRole('feed');
    within(feed).getAllByRole('article')[0]!.focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Open the reply editor')).toBeInTheDocument();
    expect(within(dialog).getByText(/Shortcuts work while a review has focus/)).toBeInTheDocument();
  });

  it('names the keys in the help as a German keyboard labels them (owner trial 11: "Ctrl")', async () => {
    const user = userEvent.setup();
    renderInbox({}, vi.fn(), vi.fn(), { locale: 'de', messages: deMessages });
    const feed = await screen.findByRole('feed');
    within(feed).getAllByRole('article')[0]!.focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Tastenkürzel' });
    expect(within(dialog).getByText('Strg + Ende')).toBeInTheDocument();
    expect(within(dialog).getByText('Strg + Pos1')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Ctrl/)).toBeNull();
  });

  it('lets the keyboard skip the filters: the first Tab stop goes to the active review', async () => {
    // Fourth owner trial: about 46 Tab presses from the page's top to the first review.
    const user = userEvent.setup();
    const { onReply } = renderInbox();
    const feed = await screen.findByRole('feed', { name: 'Reviews' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the reviews' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const first = within(feed).getAllByRole('article')[0]!;
    expect(first).toHaveFocus();
    // Focus is in the feed: the shortcuts answer at once.
    await user.keyboard('r');
    expect(onReply).toHaveBeenCalledTimes(1);
  });

  it('lets the keyboard get past the list: a skip link, and Ctrl+End / Ctrl+Home from a review (partner trial 6)', async () => {
    // Two Tab stops per review in a list that grows as it is read: the host's content below was
    // out of reach.
    const user = userEvent.setup();
    renderWidget(
      <>
        <button type="button">Host before</button>
        <ReviewInbox
          organizationId={DEMO_ORGANIZATION_ID}
          filters={{}}
          onFiltersChange={vi.fn()}
          onReply={vi.fn()}
          searchDelayMs={0}
        />
        <button type="button">Host after</button>
      </>,
      { client: signedInClient() },
    );
    const feed = await screen.findByRole('feed', { name: 'Reviews' });
    await user.tab();
    await user.tab();
    const skipPast = screen.getByRole('link', { name: 'Skip past the reviews' });
    await user.tab();
    expect(skipPast).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Host after' })).toHaveFocus();

    const second = within(feed).getAllByRole('article')[1]!;
    second.focus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Host after' })).toHaveFocus();
    // From a review's selection checkbox too; Ctrl+Home goes to what comes before the list.
    within(second).getByRole('checkbox').focus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(feed).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Host after' })).not.toHaveFocus();
  });
});
