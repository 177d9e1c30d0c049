import { checkoutSessionSchema, type CheckoutSession } from '@locperf/api/checkout';
import { mockDb } from '@locperf/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCommerce } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { createStripeAdapter, type LoadStripe } from './stripe-adapter';

setupMockServer();

const session = {
  id: 'cs_test',
  status: 'open',
  paymentStatus: 'unpaid',
  clientSecret: 'cs_secret_test',
  invoice: {
    currency: 'eur',
    lines: [],
    net: 0,
    vat: 0,
    vatRate: 0.19,
    discount: 0,
    payable: 0,
    oneTimePayable: 0,
    proRata: null,
    nextInvoiceDate: '2026-12-01T00:00:00.000Z',
  },
  subscriptionId: null,
  providerSubscriptionId: null,
} satisfies CheckoutSession;

describe('Stripe adapter', () => {
  it('mounts Embedded Checkout with the session secret and reports the completed session', async () => {
    mockDb.checkoutSession.create({
      id: 'cs_test',
      idempotencyKey: 'k',
      organizationId: 'org-demo',
      customerId: 'cust-1',
      items: [],
      promoCode: null,
      status: 'complete',
      paymentStatus: 'paid',
      clientSecret: 'cs_secret_test',
      invoice: JSON.stringify(session.invoice),
      subscriptionId: 'subs-1',
      providerSubscriptionId: 'sub_stripe',
    });
    let complete = () => {};
    const mount = vi.fn();
    const load = vi.fn<LoadStripe>(async () => ({
      createEmbeddedCheckoutPage: async ({ fetchClientSecret, onComplete }) => {
        expect(await fetchClientSecret()).toBe('cs_secret_test');
        complete = onComplete;
        return { mount, destroy: vi.fn() };
      },
    }));
    const onPaid = vi.fn();
    const { PaymentForm } = createStripeAdapter({ publishableKey: 'pk_test_123' }, load);
    renderCommerce(<PaymentForm session={checkoutSessionSchema.parse(session)} onPaid={onPaid} />);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith('pk_test_123');
    complete();
    await waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'complete', providerSubscriptionId: 'sub_stripe' }),
      ),
    );
  });

  it('says so when Stripe cannot load', async () => {
    const { PaymentForm } = createStripeAdapter(
      { publishableKey: 'pk_test_123' },
      async () => null,
    );
    renderCommerce(<PaymentForm session={session} onPaid={() => {}} />);
    expect(
      await screen.findByText(
        'The payment form could not be loaded. Please reload the page and try again.',
      ),
    ).toBeInTheDocument();
  });
});
