import { mockControls, mockDb } from '@locperf/mocks';
import type { ReviewFilters } from '@locperf/api/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { newJob, saveJob, withSuccess } from './bulk-job';
import { ReviewInbox } from './review-inbox';

/** The owner trial's findings 1, 2 and 4 on the inbox's bulk actions (issue 18). */

setupMockServer();
afterEach(() => sessionStorage.clear());

function renderInbox(filters: ReviewFilters) {
  return renderWidget(
    <ReviewInbox
      organizationId={DEMO_ORGANIZATION_ID}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onReply={vi.fn()}
      searchDelayMs={0}
      moreQuotaHref="/de/shop"
    />,
    { client: signedInClient() },
  );
}

const onFiltersChange = vi.fn();

const stored = (id: string) => mockDb.review.findFirst({ where: { id: { equals: id } } });
const seeded = (kind: string) =>
  mockDb.review
    .getAll()
    .filter((r) => r.organizationId === DEMO_ORGANIZATION_ID && r.responseKind === kind);

/** Ticks the feed's first `n` checkboxes; returns the bar of actions. */
async function selectFirst(user: ReturnType<typeof userEvent.setup>, n: number) {
  const feed = await screen.findByRole('feed', { name: 'Reviews' });
  const rows = within(feed).getAllByRole('article').slice(0, n);
  for (const row of rows) {
    await user.click(within(row).getByRole('checkbox', { name: /^Select the review of / }));
  }
  return {
    ids: rows.map((row) => row.getAttribute('data-review-id') ?? ''),
    bar: screen.getByRole('region', { name: 'Selected reviews' }),
  };
}

const useUpQuota = () =>
  mockDb.organization.update({
    where: { id: { equals: DEMO_ORGANIZATION_ID } },
    data: { aiQuotaUsed: 50 },
  });

describe('finding 1: the report after a resume is true to the server', () => {
  it('asks the server about the reviews answered last before the reload, and sends again what it lost', async () => {
    const user = userEvent.setup();
    const six = seeded('draft').slice(0, 6);
    let job = newJob(
      'publish',
      six.map((r) => ({ id: r.id, authorName: r.authorName })),
      0,
    );
    // Two publishes were answered before the reload, but the store lost the second one (the
    // demo's snapshot was not written yet): it is still a draft on the server.
    job = withSuccess(withSuccess(job, six[0]!.id), six[1]!.id);
    mockDb.review.update({
      where: { id: { equals: six[0]!.id } },
      data: {
        responseKind: 'manual',
        draft: null,
        reply: JSON.stringify({
          text: 'Danke',
          answeredAt: new Date().toISOString(),
          kind: 'manual',
        }),
      },
    });
    saveJob(DEMO_ORGANIZATION_ID, job);
    // Sent again, the lost one now fails: the report must count it as failed, not done.
    mockControls.override(
      'publishReviewReply',
      { status: 502, body: { messages: [{ type: 'error', key: 'google.reply.publish_failed' }] } },
      { times: 1, params: { reviewId: six[1]!.id } },
    );
    renderInbox({ responseKind: 'draft' });
    await user.click(await screen.findByRole('button', { name: 'Resume' }));

    expect(await screen.findByRole('heading', { name: '5 of 6 published' })).toBeInTheDocument();
    const failed = screen.getByRole('list', { name: 'Failed reviews' });
    expect(within(failed).getByRole('listitem')).toHaveAttribute('data-review-id', six[1]!.id);
    // The one the server kept was not published a second time.
    expect(JSON.parse(stored(six[0]!.id)?.reply ?? '{}')).toMatchObject({ text: 'Danke' });
    for (const review of six.slice(2)) expect(stored(review.id)?.draft).toBeNull();
  });
});

describe('finding 2: a bulk action asks first', () => {
  it('names how many replies go to Google, focuses Cancel, and publishes only once confirmed', async () => {
    const user = userEvent.setup();
    renderInbox({ responseKind: 'draft' });
    const { ids, bar } = await selectFirst(user, 3);
    // The trial's way: Enter on the focused button.
    within(bar).getByRole('button', { name: 'Approve and publish drafts' }).focus();
    await user.keyboard('{Enter}');

    let dialog = await screen.findByRole('alertdialog', { name: 'Publish 3 replies to Google?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Enter on the focused, safe choice: nothing is sent.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    for (const id of ids) expect(stored(id)?.responseKind).toBe('draft');

    await user.click(within(bar).getByRole('button', { name: 'Approve and publish drafts' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Publish 3 replies to Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish 3 replies' }));
    expect(await screen.findByRole('heading', { name: '3 of 3 published' })).toBeInTheDocument();
    for (const id of ids) expect(stored(id)?.draft).toBeNull();
  });

  it('turns off an action that applies to none of the selection, says why, and keeps the selection (owner trial 7)', async () => {
    // Three unanswered reviews and "Approve and publish drafts": "0 of 0 published", and the
    // selection the owner wanted for AI drafts was gone.
    const user = userEvent.setup();
    renderInbox({ responseKind: 'none' });
    const { bar } = await selectFirst(user, 3);
    const publish = within(bar).getByRole('button', { name: 'Approve and publish drafts' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'None of the selected reviews has a draft to publish.',
    );
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Generate AI drafts' })).toBeEnabled();
  });

  it('says how many AI replies generating uses of those left, the title as many as the button', async () => {
    const user = userEvent.setup();
    renderInbox({ responseKind: 'none' });
    const { bar } = await selectFirst(user, 7);
    await user.click(within(bar).getByRole('button', { name: 'Generate AI drafts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate 5 AI drafts?' });
    expect(
      within(dialog).getByText(
        'This uses 5 of your 5 AI replies left. 2 reviews get no draft: the AI replies run out before them.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate 5 drafts' })).toBeInTheDocument();
  });
});

describe('finding 4: no AI replies left', () => {
  it('turns bulk generating off and says why, with the way to more', async () => {
    const user = userEvent.setup();
    useUpQuota();
    renderInbox({ responseKind: 'none' });
    const { bar } = await selectFirst(user, 2);
    expect(
      await within(bar).findByText(/^No AI replies left: generating AI drafts is off until /),
    ).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Generate AI drafts' })).toBeDisabled();
    expect(within(bar).getByRole('link', { name: 'Get more AI replies' })).toHaveAttribute(
      'href',
      '/de/shop',
    );
  });

  it('offers more AI replies, not a retry, for reviews refused for the quota', async () => {
    const user = userEvent.setup();
    renderInbox({ responseKind: 'none' });
    const { bar } = await selectFirst(user, 7);
    await user.click(within(bar).getByRole('button', { name: 'Generate AI drafts' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Generate 5 drafts' }));

    const title = await screen.findByRole('heading', { name: '5 of 7 AI drafts generated' });
    const panel = title.closest('section')!;
    expect(within(panel).getByText('2 failed:')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Retry the failed ones' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Get more AI replies' })).toHaveAttribute(
      'href',
      '/de/shop',
    );
    // The new drafts left this filter for unanswered reviews: the report leads to them (owner
    // trial 12: only "Close" was offered).
    expect(within(panel).getByRole('button', { name: 'Review the drafts' })).toBeInTheDocument();
    // The quota is read again: the bar says generating is off before anything is selected, and
    // the action is off once reviews are.
    expect(
      await within(bar).findByText(/^No AI replies left: generating AI drafts is off until /),
    ).toBeInTheDocument();
    await selectFirst(user, 1);
    expect(within(bar).getByRole('button', { name: 'Generate AI drafts' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Review the drafts' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ responseKind: 'draft' });
    expect(screen.queryByRole('heading', { name: '5 of 7 AI drafts generated' })).toBeNull();
  });
});
