import type { Cart } from '@locperf/api/cart';
import type { Location } from '@locperf/api/locations';
import type { Product } from '@locperf/api/shop';
import { useNotificationCenter } from '@locperf/features/notifications';
import { useAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { EMPTY_CART, sanitiseCart } from './rules';
import { cartAtom } from './cart-atom';

/** Toast texts; the toast stack translates the keys. */
export const cartToastMessages = defineMessages({
  // Owner trial: one tap adds every eligible location; the toast says how many.
  added: {
    id: 'cart.toast.added',
    defaultMessage:
      '{name} was added to your cart for {count, plural, one {# location} other {# locations}}; you can change them in the cart.',
  },
  removed: { id: 'cart.toast.removed', defaultMessage: '{name} was removed from your cart.' },
});

/** What {@link useCart} returns. */
export interface CartActions {
  cart: Cart;
  /** Adds a product with the given locations and says so in a toast (spec section 4, Cart). */
  add: (product: Product, locations: string[]) => void;
  /** Removes an item and says so in a toast. */
  remove: (priceId: string, name: string) => void;
  /** Replaces an item's selected locations. */
  setLocations: (priceId: string, locations: string[]) => void;
  /** Replaces the whole cart (for example with the server's sanitised items). */
  replace: (cart: Cart) => void;
  /** Empties the cart (after checkout, spec section 4). */
  clear: () => void;
}

/** The cart with its actions; every tab sees the same cart. */
export function useCart(): CartActions {
  const [cart, setCart] = useAtom(cartAtom);
  const center = useNotificationCenter();
  const add = useCallback(
    (product: Product, locations: string[]) => {
      setCart((current) =>
        current.items.some((item) => item.priceId === product.price.id)
          ? current
          : { items: [...current.items, { priceId: product.price.id, locations }] },
      );
      center.pushToast({
        type: 'success',
        title: 'toast.title.success',
        description: cartToastMessages.added.id,
        descriptionValues: { name: product.name, count: locations.length },
      });
    },
    [center, setCart],
  );
  const remove = useCallback(
    (priceId: string, name: string) => {
      setCart((current) => ({ items: current.items.filter((item) => item.priceId !== priceId) }));
      center.pushToast({
        type: 'info',
        title: 'toast.title.info',
        description: cartToastMessages.removed.id,
        descriptionValues: { name },
      });
    },
    [center, setCart],
  );
  const setLocations = useCallback(
    (priceId: string, locations: string[]) =>
      setCart((current) => ({
        items: current.items.map((item) =>
          item.priceId === priceId ? { priceId, locations: [...new Set(locations)] } : item,
        ),
      })),
    [setCart],
  );
  const clear = useCallback(() => setCart(EMPTY_CART), [setCart]);
  return useMemo(
    () => ({ cart, add, remove, setLocations, replace: setCart, clear }),
    [cart, add, remove, setLocations, setCart, clear],
  );
}

/**
 * Sanitises the cart whenever the products or the locations (re)load (spec section 4, Cart) and
 * tells the user what changed, one warning per kind of change. Editing the cart does not trigger
 * it, so an item may briefly have no location while the user picks others.
 */
export function useCartSanitiser(
  products: readonly Product[] | undefined,
  locations: readonly Location[] | undefined,
): void {
  const store = useStore();
  const center = useNotificationCenter();
  useEffect(() => {
    if (!products || !locations) return;
    const { cart, changes } = sanitiseCart(store.get(cartAtom), products, locations);
    if (!changes.length) return;
    store.set(cartAtom, cart);
    for (const reason of new Set(changes.map((change) => change.reason))) {
      center.pushToast({ type: 'warning', title: 'toast.title.info', description: reason });
    }
  }, [products, locations, store, center]);
}
