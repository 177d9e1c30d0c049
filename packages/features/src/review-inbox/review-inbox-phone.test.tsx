import type { ReviewFilters } from '@locperf/api/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { ReviewInbox, ReviewInboxSplit } from './review-inbox';
import * as styles from './review-inbox.css';

setupMockServer();

/** A touch phone narrower than the medium breakpoint, without a fine pointer. */
function asTouchPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

function renderInbox(
  filters: ReviewFilters = {},
  onFiltersChange = vi.fn(),
  pageScrollOnPhones = true,
) {
  renderWidget(
    <ReviewInbox
      organizationId={DEMO_ORGANIZATION_ID}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onReply={vi.fn()}
      searchDelayMs={0}
      pageScrollOnPhones={pageScrollOnPhones}
    />,
    { client: signedInClient() },
  );
  return { onFiltersChange };
}

describe('ReviewInbox on a phone (issue "Phone-first")', () => {
  it('keeps the list in its own scroll box unless the host lets it scroll the page (partner trial: a page-scrolling list grew the host page to 124,000 px)', async () => {
    asTouchPhone();
    renderInbox({}, vi.fn(), false);
    const boxed = await screen.findByRole('feed', { name: 'Reviews' });
    expect(boxed.parentElement).toHaveClass(styles.scroller);
  });

  it('scrolls with the page when the host asks for it, as the app does', async () => {
    asTouchPhone();
    renderInbox();
    const feed = await screen.findByRole('feed', { name: 'Reviews' });
    expect(feed.parentElement).not.toHaveClass(styles.scroller);
  });

  it("holds the count's place while it loads, so the buttons beside it do not move (owner trial 11)", async () => {
    asTouchPhone();
    renderInbox();
    const filters = screen.getByRole('region', { name: 'Filter reviews' });
    const count = within(filters).getByRole('status');
    // Before the first page answers: a placeholder the count's width, not an empty line.
    expect(count).toHaveTextContent('');
    expect(count.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(count).toHaveTextContent(/\d reviews/));
    expect(count.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('puts the list first: a Filters button with the active count and chips instead of the panel', async () => {
    asTouchPhone();
    renderInbox({ ratings: [1, 2], responseKind: 'none' });
    await screen.findByRole('feed', { name: 'Reviews' });
    expect(screen.queryByRole('checkbox', { name: '1 star' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 star', '2 stars', 'No reply']);
    // No keyboard hints on a touch screen.
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it('removes one filter with a tap on its chip', async () => {
    asTouchPhone();
    const user = userEvent.setup();
    const { onFiltersChange } = renderInbox({ ratings: [1, 2], responseKind: 'none' });
    await user.click(await screen.findByRole('button', { name: 'Remove filter: 1 star' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ratings: [2], responseKind: 'none' });
  });

  it('after a chip is removed, focus goes to the chip in its place, then to the Filters button', async () => {
    asTouchPhone();
    const user = userEvent.setup();
    function WithFilters() {
      const [filters, setFilters] = useState<ReviewFilters>({ ratings: [1, 2] });
      return (
        <ReviewInbox
          organizationId={DEMO_ORGANIZATION_ID}
          filters={filters}
          onFiltersChange={setFilters}
          onReply={vi.fn()}
          searchDelayMs={0}
        />
      );
    }
    renderWidget(<WithFilters />, { client: signedInClient() });
    await user.click(await screen.findByRole('button', { name: 'Remove filter: 1 star' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove filter: 2 stars' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter: 2 stars' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });

  it('collects the choices in the sheet and applies them together; Reset clears the choices', async () => {
    asTouchPhone();
    const user = userEvent.setup();
    const { onFiltersChange } = renderInbox({ type: 'with_comment' });
    await user.click(await screen.findByRole('button', { name: 'Filters, 1 active' }));
    // The sheet's code loads when it first opens (issue 14).
    const sheet = await screen.findByRole('dialog', { name: 'Filter reviews' });
    await user.click(within(sheet).getByRole('button', { name: 'Reset filters' }));
    await user.click(await within(sheet).findByRole('checkbox', { name: '1 star' }));
    await user.click(within(sheet).getByRole('checkbox', { name: '2 stars' }));
    // Nothing applies before Apply: the URL stays the single source of truth.
    expect(onFiltersChange).not.toHaveBeenCalled();
    await user.click(within(sheet).getByRole('button', { name: 'Apply filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ratings: [1, 2] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the keyboard shortcuts working on touch screens', async () => {
    asTouchPhone();
    const user = userEvent.setup();
    renderInbox();
    const feed = await screen.findByRole('feed', { name: 'Reviews' });
    within(feed).getAllByRole('article')[0]!.focus();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('split (the app, issue 14): the list first, then the sheet with every filter from the parts chunk', async () => {
    asTouchPhone();
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderWidget(
      <Suspense fallback={<p>waiting</p>}>
        <ReviewInboxSplit
          organizationId={DEMO_ORGANIZATION_ID}
          filters={{}}
          onFiltersChange={onFiltersChange}
          onReply={vi.fn()}
          searchDelayMs={0}
        />
      </Suspense>,
      { client: signedInClient() },
    );
    // A phone's inbox does not wait for the filter parts: nothing suspends it.
    await screen.findByRole('feed', { name: 'Reviews' });
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter reviews' });
    await user.click(await within(sheet).findByRole('checkbox', { name: '5 stars' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ratings: [5] });
  });

  // Owner trial 6: with nothing selected, "Clear selection" repeated "Done selecting".
  it('offers "Clear selection" in the phone bar only once something is selected', async () => {
    asTouchPhone();
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    const bar = await screen.findByRole('region', { name: 'Selected reviews' });
    expect(within(bar).getByText('No review selected')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Clear selection' })).toBeNull();
    const [first] = await screen.findAllByRole('checkbox', { name: /^Select the review of/ });
    await user.click(first as HTMLElement);
    expect(await within(bar).findByRole('button', { name: 'Clear selection' })).toBeEnabled();
  });
});
