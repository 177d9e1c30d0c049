import { useCartCount as useStoredCartCount } from '@locperf/features/cart/store';

/**
 * The number of items in the cart, for the side navigation's badge (spec section 2). It reads
 * the jotai cart store of `@locperf/features/cart/store` (the store only, no cart UI), so the
 * badge follows additions, removals, the checkout and other tabs at once.
 */
export function useCartCount(): number {
  return useStoredCartCount();
}
