import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { productTypeSchema } from '../common/schemas';
import { listLocations } from '../locations/locations';
import { useApiQuery } from '../react/use-api';

/**
 * Price, shaped like a Stripe price (spec section 3: id, unit_amount in cents, currency;
 * recurring monthly; tax behavior inclusive or exclusive).
 */
export const priceSchema = z.looseObject({
  id: z.string(),
  object: z.optional(z.literal('price')),
  /** Minor units (cents); the app divides by 100 and formats in de-DE (spec section 9). */
  unit_amount: z.number(),
  currency: z.string(),
  type: z.literal('recurring'),
  recurring: z.looseObject({
    interval: z.literal('month'),
    interval_count: z.optional(z.number()),
  }),
  tax_behavior: z.enum(['inclusive', 'exclusive', 'unspecified']),
  active: z.optional(z.boolean()),
});
export type Price = z.infer<typeof priceSchema>;

/** Product (spec section 3). */
export const productSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: productTypeSchema,
  /** Whether locations are chosen per product; the line quantity is then the location count (spec section 5). */
  locationSelect: z.boolean(),
  description: z.optional(z.string()),
  price: priceSchema,
});
export type Product = z.infer<typeof productSchema>;

/** Promo code (spec section 3: fields not shown; this is the contract). */
export const promoCodeSchema = z.looseObject({
  code: z.string(),
  /** Percentage off, 0–100, or null for a fixed amount. */
  percentOff: z.nullable(z.number()),
  /** Minor units off, or null for a percentage. */
  amountOff: z.nullable(z.number()),
  /** Billing months the discount applies to; null for forever. */
  durationInMonths: z.nullable(z.number()),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** `GET /shop/products` (spec section 7). */
export const listProducts = defineEndpoint({
  id: 'listProducts',
  method: 'GET',
  path: '/shop/products',
  tag: 'shop',
  summary: 'List of products',
  response: z.array(productSchema),
});

export const getPromoCode = defineEndpoint({
  id: 'getPromoCode',
  method: 'GET',
  path: '/shop/promo-codes/{code}',
  tag: 'shop',
  summary: 'Check a promo code; 404 with message shop.promo_code.invalid when unknown or expired',
  response: promoCodeSchema,
  errors: [404],
});

/**
 * Spec section 4, Cart: "the locations list and the product list are loaded once and cached, with
 * an explicit reload": no revalidation on mount or reconnect, only `reload` (and mutations that
 * clear the cache, spec section 7) fetch again.
 */
const loadOnce = { revalidateIfStale: false, revalidateOnReconnect: false } as const;

/** The products, loaded once and cached (spec section 4, Cart); `reload` refetches. */
export const useProducts = () => useApiQuery(listProducts, {}, loadOnce);
/** The organization's locations for the shop and cart, loaded once and cached; `reload` refetches. */
export const useShopLocations = (organizationId: string | null) =>
  useApiQuery(listLocations, organizationId ? { params: { organizationId } } : null, loadOnce);
/** A promo code; pass null until one is entered. */
export const usePromoCode = (code: string | null) =>
  useApiQuery(getPromoCode, code ? { params: { code } } : null);
