import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { mockDb, mockResponse } from '@locperf/mocks';
import { callEndpoint, createApiClient, ValidationError } from '@locperf/api/client';
import {
  CANCELLATION_COMMENT_MAX_LENGTH,
  cancelSubscription,
  listSubscriptions,
} from '@locperf/api/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { TEST_API_BASE } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { signedInClient } from '../test-utils/signed-in';
import {
  endingSubscription,
  issuedInvoice,
  subscriptionsOfEveryStatus,
} from '../test-utils/subscription-fixtures';
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
    expect(within(items[1]!).queryByRole('button', { name: /^Cancel / })).toBeNull();
    expect(within(items[4]!).getByRole('button', { name: /^Cancel / })).toBeEnabled();
  });

  it('cancels at the end of the billing period after a required reason and a confirmation', async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Cancel subscription: Review responder for Sonnenschein Berlin and Sonnenschein Hamburg',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    // The reason is required, and the dialog says so before "Continue" (owner trial 7): the note
    // explains the asterisk its label then shows (ui RequiredFieldsNote).
    expect(within(dialog).getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Why are you canceling?' }),
    ).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Features are missing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // Continue left with its step: focus is on the sentence that says what will happen.
    expect(within(dialog).getByText(/^The subscription “Review responder/)).toHaveFocus();
    const periodEnd = mockDb.subscription.findFirst({
      where: { id: { equals: 'subs-1' } },
    })!.currentPeriodEnd;
    expect(
      within(dialog).getByText(
        /^The subscription “Review responder for Sonnenschein Berlin and Sonnenschein Hamburg”, billed to Bäckerei Sonnenschein GmbH, stays active until .* and ends then\. Its 2 locations keep the booked products/,
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

  it('closes with its close button, and the date stays on one line (owner trial 6)', async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    const cancel = await screen.findByRole('button', { name: /^Cancel subscription: Review/ });
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    // "At the end of the billing period (December 17, 2026)": no-break spaces inside the date.
    expect(
      within(dialog).getByRole('radio', {
        name: /^At the end of the billing period \((?=[^)]*\u00a0)[^ )]+\)$/,
      }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Too expensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).toHaveFocus();
    // Closed is closed: the next cancellation starts from the first step, nothing chosen.
    await user.click(cancel);
    const again = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(within(again).getByRole('radio', { name: 'Too expensive' })).not.toBeChecked();
  });

  it('cancels immediately when chosen, saying so, and tells the app (for its flash message)', async () => {
    const user = userEvent.setup();
    const onCancelled = vi.fn();
    renderCommerce(
      <Subscriptions organizationId={TEST_ORGANIZATION_ID} onCancelled={onCancelled} />,
    );
    await user.click(await screen.findByRole('button', { name: /^Cancel subscription: Review/ }));
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
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(onCancelled).toHaveBeenCalledWith(
      expect.objectContaining({
        immediate: true,
        subscription: expect.objectContaining({ id: 'subs-1' }),
      }),
    );
  });

  it('says the limit of 1,000 characters for a longer comment and keeps what was typed', async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: /^Cancel subscription: Review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Too expensive' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    const long = 'a'.repeat(CANCELLATION_COMMENT_MAX_LENGTH + 1);
    await user.click(comment);
    await user.paste(long);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('This text is too long: at most 1,000 characters.'),
    ).toBeInTheDocument();
    expect(comment).toHaveValue(long);
    expect(within(dialog).getByRole('radio', { name: 'Too expensive' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Cancel subscription now' })).toBeNull();
    expect(posts).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('puts a 422 of the server back on its field and keeps the choices', async () => {
    server.use(
      mockResponse(cancelSubscription, {
        status: 422,
        body: { violations: [{ propertyPath: 'comment', key: 'validation.too_long', params: {} }] },
      }),
    );
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: /^Cancel subscription: Review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Bye');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    expect(await within(dialog).findByText('This text is too long.')).toBeInTheDocument();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).toHaveValue('Bye');
    // The pressed button left with its step: focus is on the field to mend, not on <body>.
    await waitFor(() => expect(comment).toHaveFocus());
    expect(within(dialog).getByRole('radio', { name: 'Other reason' })).toBeChecked();
  });

  it('says the cancel failed on a server error, and keeps the choices for another try', async () => {
    server.use(mockResponse(cancelSubscription, { status: 500 }));
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: /^Cancel subscription: Review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Immediately' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Quality was too low' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    expect(
      await within(dialog).findByText('The subscription could not be canceled. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'Immediately' })).toBeChecked();
    // Back leaves with the confirmation: focus is on the first choice, not on <body>.
    expect(within(dialog).getByRole('radio', { name: 'Immediately' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Quality was too low' })).toBeChecked();
  });

  it('has the mock backend answer a too-long comment with the schema 422 (issue 15: no private copy of the rule)', async () => {
    const client = createApiClient({ baseUrl: TEST_API_BASE, ...signedInClient() });
    const params = { organizationId: TEST_ORGANIZATION_ID, subscriptionId: 'subs-1' };
    const error = await callEndpoint(client, cancelSubscription, {
      params,
      body: {
        immediate: false,
        reason: 'other',
        comment: 'a'.repeat(CANCELLATION_COMMENT_MAX_LENGTH + 1),
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations).toEqual([
      { propertyPath: 'comment', key: 'validation.too_long.max', params: { num: 1000 } },
    ]);
    expect(mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.endsAt).toBe(
      null,
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
    await user.click(await screen.findByRole('button', { name: /^Invoice .*of / }));
    expect(await screen.findByText('The invoice could not be loaded.')).toBeInTheDocument();
  });

  it('names a subscription by each product with its own locations, not by the invoice recipient', async () => {
    // The responder is booked for three locations, the booster for two others (owner trial:
    // "Responder and Booster for 5 locations" read as both products for all five).
    server.use(mockResponse(listSubscriptions, { status: 200, body: [endingSubscription] }));
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    expect(
      await screen.findByRole('heading', {
        name: 'Review responder for 3 locations, Review booster for Sonnenschein Köln and Sonnenschein Leipzig',
      }),
    ).toBeInTheDocument();
  });

  it('after "cancel at period end" says "Ends on {date}" and undoes the cancellation', async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    const name = 'Review responder for Sonnenschein Berlin and Sonnenschein Hamburg';
    await user.click(await screen.findByRole('button', { name: `Cancel subscription: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Features are missing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    const periodEnd = mockDb.subscription.findFirst({
      where: { id: { equals: 'subs-1' } },
    })!.currentPeriodEnd;
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(periodEnd));
    const undo = await screen.findByRole('button', { name: `Undo cancellation: ${name}` });
    expect(screen.getAllByText(`Ends on ${date}`).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: `Cancel subscription: ${name}` })).toBeNull();

    await user.click(undo);
    const cancel = await screen.findByRole('button', { name: `Cancel subscription: ${name}` });
    expect(cancel).toBeEnabled();
    // The pressed "Undo" is gone: focus goes to the "Cancel" button in its place, not to <body>.
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(screen.queryByText(`Ends on ${date}`)).toBeNull();
    expect(
      mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.endsAt,
    ).toBeNull();
  });

  it('after "cancel at period end" puts focus on the new "Undo cancellation" button', async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    const name = 'Review responder for Sonnenschein Berlin and Sonnenschein Hamburg';
    await user.click(await screen.findByRole('button', { name: `Cancel subscription: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Features are missing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    const undo = await screen.findByRole('button', { name: `Undo cancellation: ${name}` });
    await waitFor(() => expect(undo).toHaveFocus());
  });

  it("after an immediate cancel puts focus on the subscription's heading", async () => {
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    const name = 'Review responder for Sonnenschein Berlin and Sonnenschein Hamburg';
    await user.click(await screen.findByRole('button', { name: `Cancel subscription: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'Immediately' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Too expensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Cancel subscription: ${name}` })).toBeNull(),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name })).toHaveFocus());
  });

  it('shows an invoice with number, period, lines, VAT and PDF, and closes it', async () => {
    server.use(mockResponse(listInvoices, { status: 200, body: [issuedInvoice] }));
    server.use(mockResponse(getInvoice, { status: 200, body: issuedInvoice }));
    const user = userEvent.setup();
    renderCommerce(<Subscriptions organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: /Invoice RE-2026-0007 of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice RE-2026-0007' });
    expect(await within(dialog).findByText('Nov 15, 2026 to Dec 15, 2026')).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Invoice lines' });
    expect(
      within(lines).getByRole('rowheader', { name: 'Review Booster × 2' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('6,07 €')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'RE-2026-0007.pdf',
    );
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
