import type { AttentionItem } from '@locperf/api/attention';
import de from '@locperf/locales/compiled/de.json';
import type { MessageFormatElement } from 'react-intl';
import { mockControls, mockDb } from '@locperf/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { NeedsAttention } from './needs-attention';

setupMockServer();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockControls.clear();
});

const hrefs: Record<string, string> = {
  location_grant: '/settings/google-account',
  subscription_past_due: '/settings/subscriptions',
  low_ratings_unanswered: '/reviews?rating=1,2&response=none',
  drafts_awaiting_approval: '/reviews?response=draft',
  ai_quota_low: '/shop',
};

function renderList(locale = 'en', messages?: Record<string, MessageFormatElement[]>) {
  const onConsentUrl = vi.fn();
  const actionHref = vi.fn((item: AttentionItem) => hrefs[item.kind]);
  renderWidget(
    <NeedsAttention
      organizationId={DEMO_ORGANIZATION_ID}
      actionHref={actionHref}
      returnUrl="/"
      onConsentUrl={onConsentUrl}
    />,
    { client: signedInClient(), locale, messages },
  );
  return { onConsentUrl, actionHref };
}

const eq = <T,>(value: T) => ({ equals: value });

describe('NeedsAttention (issue 18)', () => {
  it('ranks the expired Google account first and gives each item its one action', async () => {
    renderList();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Google access has expired',
      '1 location is not granted',
      expect.stringMatching(/^\d+ low ratings wait for an answer$/),
      expect.stringMatching(/^\d+ drafts await your approval$/),
      'AI replies almost used up',
    ]);
    expect(items[0]).toHaveTextContent(
      'filialen@sonnenschein.example: the reviews of 2 locations no longer update.',
    );
    expect(items[1]).toHaveTextContent('Sonnenschein Dresden imports no reviews');
    expect(within(items[3]!).getByRole('link', { name: 'Review drafts' })).toHaveAttribute(
      'href',
      '/reviews?response=draft',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Answer them' })).toHaveAttribute(
      'href',
      '/reviews?rating=1,2&response=none',
    );
    expect(items[4]).toHaveTextContent('5 of 50 AI replies left this billing period.');
    expect(within(items[4]!).getByRole('link', { name: 'Get more replies' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('says "no AI replies left" when none are, not "almost used up" (owner trial 7)', async () => {
    mockDb.organization.update({
      where: { id: eq(DEMO_ORGANIZATION_ID) },
      data: { aiQuotaUsed: 50 },
    });
    renderList();
    const item = (await screen.findAllByRole('listitem')).find((li) =>
      within(li).queryByRole('link', { name: 'Get more replies' }),
    )!;
    expect(within(item).getByRole('heading')).toHaveTextContent('No AI replies left');
    expect(item).toHaveTextContent('You have used all 50 AI replies of this billing period.');
  });

  it('reauthorizes from the list through the consent URL, then drops the item', async () => {
    const user = userEvent.setup();
    const { onConsentUrl } = renderList();
    const button = await screen.findByRole('button', { name: 'Reauthorize' });
    expect(button).toHaveAccessibleDescription(/filialen@sonnenschein\.example/);
    await user.click(button);
    await vi.waitFor(() => expect(onConsentUrl).toHaveBeenCalledWith('/?rmsg=google.auth.success'));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reauthorize' })).toBeNull(),
    );
    // The pressed button went with its item: focus is on the item now in its place, not on the
    // page (owner trial 7).
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Grant locations' })).toHaveFocus(),
    );
  });

  it('shows counts as numbers of the locale', async () => {
    // Over a thousand drafts, so the grouping separator differs: 1.234 in German, 1,234 in English.
    mockDb.review.updateMany({
      where: { responseKind: eq('ai') },
      data: { responseKind: 'draft' },
    });
    const drafts = mockDb.review.count({
      where: { organizationId: eq(DEMO_ORGANIZATION_ID), responseKind: eq('draft') },
    });
    renderList('de', de as Record<string, MessageFormatElement[]>);
    const heading = await screen.findByRole('heading', { name: /Entwürfe warten/ });
    expect(drafts).toBeGreaterThan(999);
    expect(heading).toHaveTextContent(new Intl.NumberFormat('de').format(drafts));
    expect(heading).not.toHaveTextContent(new Intl.NumberFormat('en').format(drafts));
  });

  it('names a past-due subscription with its pay action', async () => {
    mockDb.subscription.update({ where: { id: eq('subs-1') }, data: { status: 'past_due' } });
    renderList();
    const item = (await screen.findByRole('heading', { name: 'Payment required' })).closest('li');
    expect(item).toHaveTextContent('A subscription for 2 locations is past due.');
    expect(within(item!).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/settings/subscriptions',
    );
  });

  it('says so when nothing is pending', async () => {
    mockDb.googleAccount.updateMany({
      where: { organizationId: eq(DEMO_ORGANIZATION_ID) },
      data: { refreshTokenValid: true },
    });
    mockDb.location.updateMany({
      where: { organizationId: eq(DEMO_ORGANIZATION_ID) },
      data: { granted: true },
    });
    mockDb.review.updateMany({
      where: { responseKind: { in: ['none', 'draft'] } },
      data: { responseKind: 'manual' },
    });
    mockDb.organization.update({
      where: { id: eq(DEMO_ORGANIZATION_ID) },
      data: { aiQuotaUsed: 0 },
    });
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'Nothing needs your attention' }),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers Retry when the list cannot be loaded, and loads on retry', async () => {
    const user = userEvent.setup();
    mockControls.override('getAttention', { status: 500 }, { times: 1 });
    renderList();
    expect(await screen.findByText('What needs attention could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Reauthorize' })).toBeVisible();
  });
});
