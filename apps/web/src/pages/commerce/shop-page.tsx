import { useSession } from '@locperf/api/auth';
import { useShopLocations } from '@locperf/api/shop';
import { CartView, useCart } from '@locperf/features/cart';
import { addability } from '@locperf/features/cart/store';
import { CheckoutWizard } from '@locperf/features/checkout';
import { InvoiceRecipientPicker } from '@locperf/features/invoice-recipients';
import { ProductList } from '@locperf/features/shop';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as styles from './commerce.css';
import { paymentAdapter } from './payment';

/** Query parameter of the checkout sub-state; the route table stays as spec section 2 has it. */
const CHECKOUT_PARAM = 'checkout';

/**
 * /shop: products and cart, and with `?checkout` the checkout wizard. After paying, the cart is
 * cleared and the locations reload (spec section 4, Cart).
 */
export function ShopPage() {
  const { data: session } = useSession();
  const organizationId = session?.organization.id ?? null;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { cart, add, clear } = useCart();
  const locations = useShopLocations(organizationId);
  const inCheckout = params.has(CHECKOUT_PARAM);

  const setCheckout = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(CHECKOUT_PARAM, '1');
        else next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: !on },
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {inCheckout ? (
          <FormattedMessage id="page.checkout.title" defaultMessage="Checkout" />
        ) : (
          <FormattedMessage id="page.shop.title" defaultMessage="Shop" />
        )}
      </h1>
      {organizationId === null ? null : inCheckout ? (
        <CheckoutWizard
          organizationId={organizationId}
          items={cart.items}
          paymentAdapter={paymentAdapter}
          returnUrl={`${window.location.origin}/shop?${CHECKOUT_PARAM}=1`}
          renderRecipientStep={(props) => (
            <InvoiceRecipientPicker organizationId={organizationId} {...props} />
          )}
          onPaid={() => {
            clear();
            void locations.reload();
          }}
          onBackToCart={() => setCheckout(false)}
          onFinish={() => void navigate('/settings/subscriptions')}
        />
      ) : (
        <>
          <ProductList
            organizationId={organizationId}
            addState={(product, list) => addability(product, cart, list)}
            onAdd={add}
          />
          <CartView organizationId={organizationId} onCheckout={() => setCheckout(true)} />
        </>
      )}
    </div>
  );
}
