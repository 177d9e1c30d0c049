import { DEMO_PROMO_CODES, mockDb } from '@locperf/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { CheckoutWizard, type CheckoutWizardProps } from './checkout-wizard';
import { demoCardAdapter } from './demo-card-adapter';

const server = setupMockServer();
afterEach(() => sessionStorage.clear());

const items = [{ priceId: 'price_booster_monthly', locations: ['loc-3', 'loc-4'] }];

function renderWizard(props: Partial<CheckoutWizardProps> = {}) {
  const handlers = { onPaid: vi.fn(), onBackToCart: vi.fn(), onFinish: vi.fn() };
  const onMessages = vi.fn();
  const view = renderCommerce(
    <CheckoutWizard
      organizationId={TEST_ORGANIZATION_ID}
      items={items}
      paymentAdapter={demoCardAdapter}
      returnUrl="http://localhost/shop?checkout=1"
      renderRecipientStep={({ value, onChange }) => (
        <button type="button" aria-pressed={value === 'cust-1'} onClick={() => onChange('cust-1')}>
          Use the seeded recipient
        </button>
      )}
      {...handlers}
      {...props}
    />,
    { onMessages },
  );
  return { ...view, ...handlers, onMessages };
}

async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Use the seeded recipient' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('heading', { level: 2, name: 'Payment' });
}

async function pay(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), card);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

describe('CheckoutWizard (spec section 4, Checkout)', () => {
  it('goes recipient → payment → success, previewing the pro-rata invoice of an active subscription', async () => {
    const user = userEvent.setup();
    const { onPaid } = renderWizard();
    expect(screen.getByRole('button', { name: /Payment/ })).toBeDisabled();
    await toPayment(user);
    // cust-1 has an active subscription: the booster joins it with a pro-rata invoice (section 9).
    const proRata = await screen.findByText(/One-time pro-rata invoice from/);
    // Issue 19: said in days (computed to the second), never in seconds.
    expect(proRata).toHaveTextContent(/\([\d.]+ of \d+(\.\d)? days of the billing period\)/);
    expect(proRata).not.toHaveTextContent(/seconds/);
    expect(screen.getByText('Next regular invoice')).toBeInTheDocument();
    await pay(user, '4242424242424242');
    expect(await screen.findByRole('heading', { level: 2, name: 'Success' })).toHaveFocus();
    expect(onPaid).toHaveBeenCalledTimes(1);
    // What was bought, for which locations, from when and per month; the ids wait in a disclosure.
    const bought = screen.getByLabelText('What you bought');
    expect(within(bought).getByText('Review Booster')).toBeInTheDocument();
    expect(
      await within(bought).findByText('Sonnenschein München and Sonnenschein Köln'),
    ).toBeInTheDocument();
    expect(within(bought).getByText('Runs from')).toBeInTheDocument();
    expect(within(bought).getByText('38,00 € incl. VAT')).toBeInTheDocument();
    expect(screen.queryByText('sub_demo_1')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reference numbers for support' }));
    expect(screen.getByText('sub_demo_1')).toBeVisible();
    expect(screen.getByText('Session status: complete, payment: paid')).toBeVisible();
  });

  it('links from the success step to the invoices where the host says they are (owner trial 9)', async () => {
    const user = userEvent.setup();
    renderWizard({ invoicesHref: '/settings/subscriptions#invoices' });
    await toPayment(user);
    await pay(user, '4242424242424242');
    await screen.findByRole('heading', { level: 2, name: 'Success' });
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/settings/subscriptions#invoices',
    );
  });

  it('waits for a new recipient being typed to be saved or cancelled before it continues (owner trial 10)', async () => {
    const user = userEvent.setup();
    // The picker (InvoiceRecipientPicker) reports its open form through onEditingChange.
    renderWizard({
      renderRecipientStep: ({ onChange, onEditingChange }) => (
        <>
          <button type="button" onClick={() => onChange('cust-1')}>
            Use the seeded recipient
          </button>
          <button type="button" onClick={() => onEditingChange(true)}>
            New invoice recipient
          </button>
          <button type="button" onClick={() => onEditingChange(false)}>
            Cancel
          </button>
        </>
      ),
    });
    const next = screen.getByRole('button', { name: 'Continue to payment' });
    await user.click(screen.getByRole('button', { name: 'Use the seeded recipient' }));
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'New invoice recipient' }));
    // Going on now would bill the recipient chosen before and drop what was typed.
    expect(next).toBeDisabled();
    expect(
      screen.getByText('Save the new invoice recipient, or cancel it, to continue.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(next).toBeEnabled();
  });

  it('sends one idempotency key per attempt, so a retry or a reload returns the same session', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/checkout/sessions')) {
        keys.push(request.headers.get('idempotency-key') ?? '');
      }
    });
    const user = userEvent.setup();
    const first = renderWizard();
    await toPayment(user);
    first.unmount();
    // A reload: the attempt is read back from sessionStorage; going back and on reuses the key.
    renderWizard();
    await user.click(await screen.findByRole('button', { name: /Invoice Recipient/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(mockDb.checkoutSession.count()).toBe(1);
    server.events.removeAllListeners();
  });

  it('shows a declined card and an invalid promo code in place, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPayment(user);
    const promo = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(promo, 'SUMMER2024');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This promo code does not exist or is no longer valid.'),
    ).toBeInTheDocument();
    expect(promo).toHaveValue('SUMMER2024');

    await pay(user, '4000000000000002');
    expect(
      await screen.findByText('Your card was declined. Please use another card.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(mockDb.subscription.count()).toBe(1);
    // Paying by keyboard keeps focus on the button through the request and the decline: a
    // disabled button dropped it to the page (owner trial 7).
    screen.getByRole('button', { name: 'Pay now' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByText('Your card was declined. Please use another card.')).toHaveLength(
        1,
      ),
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus();
  });

  it('brings a payment failure into view, below the fold on a laptop (owner trial 7)', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      const user = userEvent.setup();
      renderWizard();
      await toPayment(user);
      await pay(user, '4000000000000002');
      const alert = await screen.findByText('Your card was declined. Please use another card.');
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect(scrolled.mock.contexts.at(-1)).toContainElement(alert);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('formats the expiry as typed, shows a decline once and drops it when the card changes', async () => {
    const user = userEvent.setup();
    const { onMessages } = renderWizard();
    await toPayment(user);
    await user.type(
      await screen.findByRole('textbox', { name: 'Card number' }),
      '4000000000000002',
    );
    const expiry = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await user.type(expiry, '1239');
    expect(expiry).toHaveValue('12/39');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const declined = 'Your card was declined. Please use another card.';
    expect(await screen.findByText(declined)).toBeInTheDocument();
    expect(screen.queryByText('Enter a future expiry date as MM/YY.')).toBeNull();
    // Inline only: the decline never reaches the error channel (the "Form error" dialog).
    const routedErrors = onMessages.mock.calls.flatMap(([event]) => event.errors);
    expect(routedErrors).toEqual([]);

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(screen.queryByText(declined)).toBeNull();
  });

  it('after Pay now with a refused card, puts focus on the first field to fix (owner trial)', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPayment(user);
    await pay(user, '4242424242424241');
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
  });

  it('asks for the extra authentication of the 3-D Secure test card before paying', async () => {
    const user = userEvent.setup();
    const { onPaid } = renderWizard();
    await toPayment(user);
    await pay(user, '4000002760003184');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(dialog).not.toBeInTheDocument();
  });

  it('sends the user back to the cart when its locations are not all granted', async () => {
    server.use(
      http.post('*/checkout/sessions', () =>
        HttpResponse.json(
          { messages: [{ type: 'error', key: 'cart.locations_not_granted' }] },
          { status: 409, statusText: 'Conflict' },
        ),
      ),
    );
    const user = userEvent.setup();
    const { onBackToCart } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Use the seeded recipient' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onBackToCart).toHaveBeenCalledTimes(1));
  });

  it('with focusOnMount, puts focus on the first step heading when it appears, and reports each step', async () => {
    const user = userEvent.setup();
    const onStepShown = vi.fn();
    renderWizard({ focusOnMount: true, onStepShown });
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice Recipient' })).toHaveFocus();
    expect(onStepShown).toHaveBeenLastCalledWith('customer');
    await toPayment(user);
    expect(onStepShown).toHaveBeenLastCalledWith('payment');
  });

  it('brings a new step in from its top, the steps included, when the page is scrolled past it', async () => {
    // Fifth owner trial, phone: the next step's heading took focus scrolled just into view,
    // with the steps above it out of sight.
    const user = userEvent.setup();
    const scrolled = vi.fn();
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: -300,
      bottom: 500,
      left: 0,
      right: 375,
      width: 375,
      height: 800,
    } as DOMRect);
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderWizard();
      expect(scrolled).not.toHaveBeenCalled();
      await toPayment(user);
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
      expect(scrolled.mock.contexts.at(-1)).toContainElement(
        screen.getByRole('navigation', { name: 'Checkout steps' }),
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
    } finally {
      rect.mockRestore();
      // @ts-expect-error jsdom has no scrollIntoView: put back what it had
      delete Element.prototype.scrollIntoView;
    }
  });

  it('leaves focus where it is on a page load (no focusOnMount)', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice Recipient' })).not.toHaveFocus();
  });

  it('applies a valid promo code to a new session and removes it again', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPayment(user);
    const promo = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(promo, ` ${DEMO_PROMO_CODES.valid} `);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(`Promo code ${DEMO_PROMO_CODES.valid} applied.`),
    ).toBeInTheDocument();
    expect(mockDb.checkoutSession.findMany({}).map((s) => s.promoCode)).toContain(
      DEMO_PROMO_CODES.valid,
    );
    await user.click(screen.getByRole('button', { name: 'Remove promo code' }));
    await waitFor(() =>
      expect(screen.queryByText(`Promo code ${DEMO_PROMO_CODES.valid} applied.`)).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
  });

  it('goes back from payment to the recipient step with a button, keeping the choice and the promo code', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPayment(user);
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME');
    const back = screen.getByRole('button', { name: 'Back to invoice recipient' });
    back.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice Recipient' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use the seeded recipient' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME');
  });

  it('shows the payment form again when the wizard comes back on the payment step (the session already cached)', async () => {
    // The German trial: browser Back from the payment step left the checkout; "Go to checkout"
    // then showed the payment step as a grey placeholder for good.
    const user = userEvent.setup();
    function LeaveAndReturn() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((s) => !s)}>
            {shown ? 'Leave' : 'Return'}
          </button>
          {shown ? (
            <CheckoutWizard
              organizationId={TEST_ORGANIZATION_ID}
              items={items}
              paymentAdapter={demoCardAdapter}
              returnUrl="http://localhost/shop?checkout=1"
              renderRecipientStep={({ onChange }) => (
                <button type="button" onClick={() => onChange('cust-1')}>
                  Use the seeded recipient
                </button>
              )}
              onPaid={vi.fn()}
              onBackToCart={vi.fn()}
              onFinish={vi.fn()}
            />
          ) : null}
        </>
      );
    }
    renderCommerce(<LeaveAndReturn />);
    await toPayment(user);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('offers only the way back while the cart is empty', async () => {
    const user = userEvent.setup();
    const { onBackToCart } = renderWizard({ items: [] });
    expect(
      screen.getByText('Your cart is empty. Add a product before checking out.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(onBackToCart).toHaveBeenCalledTimes(1);
  });
});
