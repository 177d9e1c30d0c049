import type { CheckoutSession } from '@locperf/api/checkout';
import type { ComponentType } from 'react';

/** Props every payment form gets from the checkout wizard. */
export interface PaymentFormProps {
  /** The open checkout session (its `clientSecret` is for the provider). */
  session: CheckoutSession;
  /** Called once, with the completed session, when the provider reports the payment done. */
  onPaid: (session: CheckoutSession) => void;
}

/**
 * A payment provider behind the checkout wizard (spec section 4, Checkout). The wizard creates
 * the checkout session with an idempotency key and hands it to the adapter's form; the adapter
 * takes the payment and reports the completed session.
 */
export interface PaymentAdapter {
  /** Which provider this is, for logs and tests: `demo` or `stripe`. */
  kind: string;
  /** The provider's payment form. */
  PaymentForm: ComponentType<PaymentFormProps>;
}
