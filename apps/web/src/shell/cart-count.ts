import { useStoredCartCount } from '@locperf/features/cart/store';

/**
 * The number of items in the cart, for the side navigation's badge (spec section 2). It reads
 * what the cart store of `@locperf/features/cart/store` keeps, not the store itself, so the pages
 * that show the badge and not the cart load neither jotai nor the cart's rules (issue 14); it
 * follows additions, removals, the checkout and other tabs at once.
 */
export function useCartCount(): number {
  return useStoredCartCount();
}
