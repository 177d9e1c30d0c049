import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { CartView } from './cart-view';

setupMockServer();
afterEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

describe('CartView (spec section 4, Cart)', () => {
  it('sanitises the stored cart on load and tells the user what changed', async () => {
    // loc-1 already has the responder (seed); the unknown price is gone.
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          { priceId: 'price_responder_monthly', locations: ['loc-1', 'loc-3'] },
          { priceId: 'price_gone', locations: ['loc-3'] },
        ],
      }),
    );
    const { center } = renderCommerce(
      <CartView organizationId={TEST_ORGANIZATION_ID} onCheckout={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^1 location/ }));
    const group = await screen.findByRole('group', { name: 'Locations for Review Responder' });
    await waitFor(() =>
      expect(stored()).toEqual({
        items: [{ priceId: 'price_responder_monthly', locations: ['loc-3'] }],
      }),
    );
    expect(within(group).getByRole('checkbox', { name: 'Sonnenschein Leipzig' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Sonnenschein München' })).toBeChecked();
    expect(
      center
        .getState()
        .toasts.map((t) => t.description)
        .sort(),
    ).toEqual(['cart.locations_changed', 'cart.price_not_found']);
  });

  it('treats corrupt stored data as an empty cart instead of crashing', async () => {
    localStorage.setItem('cart', '{"items": 5');
    renderCommerce(<CartView organizationId={TEST_ORGANIZATION_ID} onCheckout={() => {}} />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows quantity and German-formatted prices, removes with a toast, and blocks checkout without locations', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          { priceId: 'price_responder_monthly', locations: ['loc-3', 'loc-4'] },
          { priceId: 'price_booster_monthly', locations: ['loc-1'] },
        ],
      }),
    );
    const onCheckout = vi.fn();
    const { center } = renderCommerce(
      <CartView organizationId={TEST_ORGANIZATION_ID} onCheckout={onCheckout} />,
    );
    expect(
      await screen.findByText('Total per month: 88,02 € incl. VAT (net 73,97 € + VAT 14,05 €)'),
    ).toBeInTheDocument();
    // Issue 19: each line's total is stated with VAT, so the lines add up to the total.
    const lineTotals = screen
      .getAllByText('Total', { selector: 'dt' })
      .map((dt) => dt.nextElementSibling?.textContent);
    expect(lineTotals).toEqual(['69,02\u00a0€ incl. VAT', '19,00\u00a0€ incl. VAT']);

    const user = userEvent.setup();
    // The line says how many locations it covers; the selection changes right there.
    const boosterCount = screen.getByRole('button', { name: '1 location Change' });
    expect(screen.getByRole('button', { name: '2 locations Change' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('group', { name: 'Locations for Review Booster' })).toBeNull();
    await user.click(boosterCount);
    const booster = screen.getByRole('group', { name: 'Locations for Review Booster' });
    await user.click(within(booster).getByRole('checkbox', { name: 'Sonnenschein Berlin' }));
    expect(screen.getByRole('button', { name: 'No location Change' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
    expect(
      screen.getByText('Every item needs at least one location before you can check out.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Review Booster' }));
    // The pressed button went with its line: focus is on the cart's heading, not on <body>.
    expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus();
    expect(stored()).toEqual({
      items: [{ priceId: 'price_responder_monthly', locations: ['loc-3', 'loc-4'] }],
    });
    expect(center.getState().toasts.at(-1)).toMatchObject({
      description: 'cart.toast.removed',
      descriptionValues: { name: 'Review Booster' },
    });

    // POST /shop/cart accepts the cart, then checkout starts.
    await user.click(screen.getByRole('button', { name: 'Go to checkout' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
  });

  it('follows another tab through the storage event', async () => {
    renderCommerce(<CartView organizationId={TEST_ORGANIZATION_ID} onCheckout={() => {}} />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const value = JSON.stringify({
      items: [{ priceId: 'price_booster_monthly', locations: ['loc-2'] }],
    });
    localStorage.setItem('cart', value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: value, storageArea: localStorage }),
    );
    expect(await screen.findByRole('button', { name: '1 location Change' })).toBeInTheDocument();
  });
});
