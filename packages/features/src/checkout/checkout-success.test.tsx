import type { CheckoutSession } from '@locperf/api/checkout';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { CheckoutSuccess } from './checkout-success';

setupMockServer();

const session = (status: string, paymentStatus: string) =>
  ({
    id: 'cs_1',
    status,
    paymentStatus,
    clientSecret: 'secret',
    subscriptionId: null,
    providerSubscriptionId: null,
    cartItems: [],
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
      nextInvoiceDate: '2026-12-23T10:00:00.000Z',
    },
  }) as unknown as CheckoutSession;

async function openDetails() {
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Reference numbers for support' }));
}

describe('CheckoutSuccess, reference numbers for support', () => {
  it("says the statuses in words from the catalogue, not the provider's raw words", async () => {
    renderCommerce(
      <CheckoutSuccess
        organizationId={TEST_ORGANIZATION_ID}
        session={session('complete', 'no_payment_required')}
      />,
    );
    await openDetails();
    expect(
      screen.getByText('Session status: complete, payment: no payment required'),
    ).toBeVisible();
  });

  it('shows a status it does not know as sent', async () => {
    renderCommerce(
      <CheckoutSuccess
        organizationId={TEST_ORGANIZATION_ID}
        session={session('pending', 'paid')}
      />,
    );
    await openDetails();
    expect(screen.getByText('Session status: pending, payment: paid')).toBeVisible();
  });
});
