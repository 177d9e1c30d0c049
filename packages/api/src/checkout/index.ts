export {
  checkoutConfirmSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  checkoutSteps,
  confirmCheckoutSession,
  createCheckoutSession,
  getCheckoutSession,
  useCheckoutSession,
  useConfirmCheckoutSession,
  useCreateCheckoutSession,
} from './checkout';
export type { CheckoutRequest, CheckoutSession } from './checkout';
