export { CartView } from './cart-view';
export type { CartViewProps } from './cart-view';
export { cartToastMessages, useCart, useCartSanitiser } from './use-cart';
export type { CartActions } from './use-cart';
export {
  addability,
  canCheckout,
  cartLines,
  cartTotals,
  lineGross,
  VAT_RATE,
  EMPTY_CART,
  normaliseCart,
  sanitiseCart,
  selectableLocations,
} from './rules';
export type { Addability, AddBlockedReason, CartChange, CartLine } from './rules';
export { cartAtom, useCartCount } from './cart-atom';
