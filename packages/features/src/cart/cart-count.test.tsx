import { CART_STORAGE_KEY } from '@locperf/api/cart';
import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartAtom } from './cart-atom';
import { useStoredCartCount } from './cart-count';

function Badge() {
  return <output aria-label="Cart">{useStoredCartCount()}</output>;
}

const responder = (locations: string[]) => ({ priceId: 'price_responder_monthly', locations });
const booster = (locations: string[]) => ({ priceId: 'price_booster_monthly', locations });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

// Spec section 2: the side navigation's cart badge; issue 14: read without jotai.
describe('useStoredCartCount', () => {
  it('counts the stored cart, sanitised as the store reads it', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [responder(['loc-1']), { priceId: 42 }] }),
    );
    render(<Badge />);
    expect(screen.getByRole('status', { name: 'Cart' })).toHaveTextContent('1');
  });

  it('follows the cart store in this tab, and other tabs through the storage event', () => {
    render(<Badge />);
    const badge = screen.getByRole('status', { name: 'Cart' });
    expect(badge).toHaveTextContent('0');
    act(() =>
      getDefaultStore().set(cartAtom, { items: [responder(['loc-1']), booster(['loc-2'])] }),
    );
    expect(badge).toHaveTextContent('2');
    // Another tab emptied it.
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [] }));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(badge).toHaveTextContent('0');
  });

  it('keeps the count of a cart kept in memory when the storage is blocked', () => {
    render(<Badge />);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    act(() => getDefaultStore().set(cartAtom, { items: [responder(['loc-3'])] }));
    expect(screen.getByRole('status', { name: 'Cart' })).toHaveTextContent('1');
  });
});
