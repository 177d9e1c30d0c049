import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { invoiceSchema } from '../invoices/invoices';
import { useApiMutation } from '../react/use-api';

/** Browser storage key of the cart (spec section 3: persisted client-side under `cart`). */
export const CART_STORAGE_KEY = 'cart';

/** Cart item (spec section 3): a price and the chosen location ids. */
export const cartItemSchema = z.object({
  priceId: z.string(),
  locations: z.array(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The client-side cart (spec section 3). */
export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

/** `POST /shop/cart` body (spec section 7: body cartItems). */
export const cartRequestSchema = z.object({
  cartItems: z.array(cartItemSchema),
  promoCode: z.optional(z.string()),
});
export type CartRequest = z.infer<typeof cartRequestSchema>;

/**
 * Answer of `POST /shop/cart` (spec section 7: "not shown"; this is the contract): the sanitised
 * items (spec section 4, Cart), whether checkout may start and the invoice preview. An invalid
 * cart also carries the message `cart.locations_not_granted` or `cart.error`.
 */
export const cartValidationSchema = z.looseObject({
  valid: z.boolean(),
  cartItems: z.array(cartItemSchema),
  /** Items dropped or changed by the server, with the reason key. */
  removed: z.array(z.looseObject({ priceId: z.string(), reason: z.string() })),
  invoice: z.nullable(invoiceSchema),
});
export type CartValidation = z.infer<typeof cartValidationSchema>;

export const validateCart = defineEndpoint({
  id: 'validateCart',
  method: 'POST',
  path: '/shop/cart',
  tag: 'cart',
  summary: 'Validate the cart and preview the invoice',
  body: cartRequestSchema,
  response: cartValidationSchema,
  errors: [422],
});

/** Validates the cart; it changes no cached data. */
export const useValidateCart = () => useApiMutation(validateCart, { invalidates: [] });
