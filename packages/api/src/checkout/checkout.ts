import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { cartItemSchema } from '../cart/cart';
import { dateTimeSchema } from '../common/schemas';
import { invoiceSchema } from '../invoices/invoices';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** Checkout steps (spec section 4, Checkout). */
export const checkoutSteps = ['customer', 'payment', 'success'] as const;

/** Body of `POST /checkout/sessions`. */
export const checkoutRequestSchema = z.object({
  organizationId: z.string(),
  customerId: z.string(),
  cartItems: z.array(cartItemSchema),
  promoCode: z.optional(z.string()),
  /** Page the payment provider returns to. */
  returnUrl: z.string(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A checkout session (spec section 3: provider subscription id and session status after checkout). */
export const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  status: z.catch(z.enum(['open', 'complete', 'expired']), 'open'),
  paymentStatus: z.catch(z.enum(['unpaid', 'paid', 'no_payment_required']), 'unpaid'),
  /** Secret for the embedded card form of the payment provider. */
  clientSecret: z.string(),
  invoice: invoiceSchema,
  subscriptionId: z.nullable(z.string()),
  providerSubscriptionId: z.nullable(z.string()),
  /** What is being bought (the accepted cart), so the success step can say it after the cart is cleared. */
  cartItems: z.optional(z.array(cartItemSchema)),
  /** When the payment completed: the bought products run from then on. */
  completedAt: z.optional(z.nullable(dateTimeSchema)),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Body of confirming the payment (the mock accepts any card except `4000000000000002`). */
export const checkoutConfirmSchema = z.object({ paymentMethodId: z.string() });

export const createCheckoutSession = defineEndpoint({
  id: 'createCheckoutSession',
  method: 'POST',
  path: '/checkout/sessions',
  tag: 'checkout',
  summary:
    'Start checkout. The Idempotency-Key header makes retries return the same session instead of a second one',
  headers: ['Idempotency-Key'],
  body: checkoutRequestSchema,
  response: checkoutSessionSchema,
  errors: [409, 422],
});

export const getCheckoutSession = defineEndpoint({
  id: 'getCheckoutSession',
  method: 'GET',
  path: '/checkout/sessions/{sessionId}',
  tag: 'checkout',
  summary: 'Status of a checkout session',
  response: checkoutSessionSchema,
  errors: [404],
});

export const confirmCheckoutSession = defineEndpoint({
  id: 'confirmCheckoutSession',
  method: 'POST',
  path: '/checkout/sessions/{sessionId}/confirm',
  tag: 'checkout',
  summary: 'Pay: creates or updates the subscription (pro-rata for an existing one)',
  body: checkoutConfirmSchema,
  response: checkoutSessionSchema,
  errors: [402, 404, 409],
});

/** A checkout session. */
export const useCheckoutSession = (sessionId: string | null) =>
  useApiQuery(getCheckoutSession, sessionId ? { params: { sessionId } } : null);
/** Starts checkout; pass a stable `Idempotency-Key` header per attempt. */
export const useCreateCheckoutSession = () =>
  useApiMutation(createCheckoutSession, { invalidates: ['/checkout'] });
/** Pays; afterwards the app clears the cart and reloads the locations (spec section 4, Cart). */
export const useConfirmCheckoutSession = () => useApiMutation(confirmCheckoutSession);
