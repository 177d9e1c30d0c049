import {
  createStripeAdapter,
  demoCardAdapter,
  type PaymentAdapter,
} from '@locperf/features/checkout';
import { appConfig } from '../../config';

/**
 * The payment provider of this build: Stripe Embedded Checkout when a publishable key is
 * configured (VITE_STRIPE_PUBLISHABLE_KEY), otherwise the demo card form (demo mode and tests).
 */
export const paymentAdapter: PaymentAdapter = appConfig.stripePublishableKey
  ? createStripeAdapter({ publishableKey: appConfig.stripePublishableKey })
  : demoCardAdapter;
