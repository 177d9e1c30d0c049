import { useSyncExternalStore } from 'react';

/** Spec section 3: the cart is persisted client-side under `cart`. */
const CART_KEY = 'cart';

function read(): number {
  try {
    const cart: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
    const items = (cart as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void) {
  // Other tabs change the cart through the storage event (spec section 4, Cart).
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The number of items in the stored cart, for the side navigation's badge. The commerce issue
 * brings the cart store itself; corrupt data counts as an empty cart.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read);
}
