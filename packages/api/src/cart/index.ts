export {
  CART_STORAGE_KEY,
  cartItemSchema,
  cartRequestSchema,
  cartSchema,
  cartValidationSchema,
  useValidateCart,
  validateCart,
} from './cart';
export type { Cart, CartItem, CartRequest, CartValidation } from './cart';
