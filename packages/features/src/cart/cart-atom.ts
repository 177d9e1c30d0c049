import { CART_STORAGE_KEY, type Cart } from '@locperf/api/cart';
import { useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { announceCartCount } from './cart-count';
import { EMPTY_CART, normaliseCart } from './rules';

const json = createJSONStorage<unknown>(() => localStorage);

/**
 * localStorage as JSON, read through {@link normaliseCart}: unparsable, outdated or hand-edited
 * data becomes a valid cart instead of an exception. A full or blocked storage keeps the cart in
 * memory for this tab. Other tabs' writes arrive through the `storage` event.
 */
const cartStorage = {
  getItem: (key: string, initial: Cart): Cart => {
    try {
      return normaliseCart(json.getItem(key, initial));
    } catch {
      return initial;
    }
  },
  setItem: (key: string, value: Cart) => {
    try {
      json.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the in-memory cart still works for this tab.
    }
    announceCartCount(value.items.length);
  },
  removeItem: (key: string) => {
    try {
      json.removeItem(key);
    } catch {
      // As above.
    }
    announceCartCount(0);
  },
  subscribe: (key: string, callback: (value: Cart) => void, initial: Cart) =>
    json.subscribe?.(key, (value) => callback(normaliseCart(value)), initial) ?? (() => {}),
};

/**
 * The cart (spec section 3): persisted client-side under `cart`, shared across tabs, read on
 * first use so a reload shows it at once. Use it with jotai's default store or a Provider.
 */
export const cartAtom = atomWithStorage<Cart>(CART_STORAGE_KEY, EMPTY_CART, cartStorage, {
  getOnInit: true,
});

/** The number of items in the cart, for the side navigation's badge (spec section 2). */
export function useCartCount(): number {
  return useAtomValue(cartAtom).items.length;
}
