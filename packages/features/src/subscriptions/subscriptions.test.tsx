import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { mockDb, mockResponse } from '@locperf/mocks';
import { listSubscriptions } from '@locperf/api/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { issuedInvoice, subscriptionsOfEveryStatus } from './fixtures';
import { Subscriptions } from './subscriptions';

const server = setupMockServer();

describe('Subscriptions (spec section 4, Subscription)', () => {
  it('shows every status, past_due as "payment required", and offers cancel only while running', async () => {
    server.use(mockResponse(listSubscriptions, { status: 200, body: subscriptionsOfEveryStatus }));
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    const labels = [
      'Active',
      'Canceled',
      'Incomplete',
      'Incomplete, expired',
      'Payment required',
      'Trial',
      'Paused',
      'Unpaid',
      'Unknown',
    ];
    items.forEach((item, index) =>
      expect(within(item).getAllByText(labels[index]!).length).toBeGreaterThan(0),
    );
    expect(within(items[1]!).queryByRole('button', { name: /Cancel subscription/ })).toBeNull();
    expect(within(items[4]!).getByRole('button', { name: /Cancel subscription/ })).toBeEnabled();
  });

  it('cancels at the end of the billing period after a required reason and a confirmation', async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel subscription for Bäckerei Sonnenschein GmbH',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Features are missing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const periodEnd = mockDb.subscription.findFirst({
      where: { id: { equals: 'subs-1' } },
    })!.currentPeriodEnd;
    expect(
      within(dialog).getByText(
        /stays active until .* and ends then\. Its 2 locations keep the booked products/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    await waitFor(() =>
      expect(mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.endsAt).toBe(
        periodEnd,
      ),
    );
    expect(mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.status).toBe(
      'active',
    );
  });

  it('cancels immediately when chosen, saying so', async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: /Cancel subscription for/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Immediately' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Too expensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/ends immediately/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    await waitFor(() =>
      expect(mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.status).toBe(
        'canceled',
      ),
    );
  });

  it('says when an invoice could not be loaded', async () => {
    server.use(
      mockResponse(listInvoices, { status: 200, body: [issuedInvoice] }),
      mockResponse(getInvoice, {
        status: 404,
        body: { messages: [{ type: 'error', key: 'invoice.load_failed' }] },
      }),
    );
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: /Invoice of/ }));
    expect(await screen.findByText('The invoice could not be loaded.')).toBeInTheDocument();
  });
});
