import { CheckoutWizard, type CheckoutWizardProps } from '@locperf/features/checkout';
import { InvoiceRecipientPicker } from '@locperf/features/invoice-recipients';
import { paymentAdapter } from './payment';

/** Props of {@link ShopCheckout}. */
export type ShopCheckoutProps = Omit<
  CheckoutWizardProps,
  'paymentAdapter' | 'renderRecipientStep' | 'invoicesHref'
>;

/**
 * The shop's checkout (spec section 4): the wizard with this build's payment provider and the
 * invoice-recipient step. Its own chunk: the shop's first view is the products and the cart, so a
 * phone paints them without the wizard's forms and payment code (issue 14, /shop LCP); the shop
 * page loads it once that view has painted, or when the checkout opens.
 */
export function ShopCheckout({ organizationId, ...props }: ShopCheckoutProps) {
  return (
    <CheckoutWizard
      organizationId={organizationId}
      paymentAdapter={paymentAdapter}
      renderRecipientStep={(recipient) => (
        <InvoiceRecipientPicker organizationId={organizationId} {...recipient} />
      )}
      invoicesHref="/settings/subscriptions#invoices"
      {...props}
    />
  );
}
