/*
 * `@locperf/features/cart/store`: the cart state and its rules without any UI, so the shell's
 * badge can read the cart without loading the cart widget.
 */
export {
  addability,
  canCheckout,
  cartChangeReasons,
  cartLines,
  cartTotals,
  lineGross,
  VAT_RATE,
  EMPTY_CART,
  lineQuantity,
  normaliseCart,
  productForPrice,
  sanitiseCart,
  selectableLocations,
} from './rules';
export type { Addability, AddBlockedReason, CartChange, CartChangeReason, CartLine } from './rules';
export { cartAtom, useCartCount } from './cart-atom';
export { useStoredCartCount } from './cart-count';
