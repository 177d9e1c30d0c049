import { useSession } from '@locperf/api/auth';
import { useProducts, useShopLocations } from '@locperf/api/shop';
import { CartView, useCart } from '@locperf/features/cart';
import { addability } from '@locperf/features/cart/store';
import type { CheckoutStep } from '@locperf/features/checkout';
import { ProductList } from '@locperf/features/shop';
import { Skeleton } from '@locperf/ui/skeleton';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { whenIdle } from '../../navigation/when-idle';
import { usePageTitle } from '../../routes/page-title';
import { useAfterPaint } from '@locperf/ui/after-paint';
import * as styles from './commerce.css';
import type { ShopCheckout as ShopCheckoutType, ShopCheckoutProps } from './shop-checkout';

let loadedCheckout: typeof ShopCheckoutType | undefined;
const loadCheckout = () =>
  import('./shop-checkout').then((module) => (loadedCheckout = module.ShopCheckout));
const LazyShopCheckout = lazy(async () => ({ default: await loadCheckout() }));

/**
 * The checkout, rendered directly once its chunk is there: `React.lazy` would still suspend for a
 * frame on its first render and flash the fallback (owner trial 11). Chosen once per opening, so
 * the wizard never remounts while it is shown.
 */
function Checkout(props: ShopCheckoutProps) {
  const [Component] = useState(() => loadedCheckout ?? LazyShopCheckout);
  return <Component {...props} />;
}

/** The checkout's document titles, one per step (the route's title is "Shop"). */
const checkoutTitles: Record<CheckoutStep, MessageDescriptor> = defineMessages({
  customer: { id: 'page.checkout.customer.title', defaultMessage: 'Invoice recipient · Checkout' },
  payment: { id: 'page.checkout.payment.title', defaultMessage: 'Payment · Checkout' },
  success: { id: 'page.checkout.success.title', defaultMessage: 'Order complete' },
});
const checkoutTitle = defineMessages({
  title: { id: 'page.checkout.title', defaultMessage: 'Checkout' },
}).title;

/** Query parameter of the checkout sub-state; the route table stays as spec section 2 has it. */
const CHECKOUT_PARAM = 'checkout';

/**
 * /shop: products and cart, and with `?checkout` the checkout wizard. After paying, the cart is
 * cleared and the locations reload (spec section 4, Cart). The checkout's steps have their own
 * document titles; focus moves to the checkout's step heading when the user opens it, to the
 * cart's heading on "Go to cart" and when leaving the checkout.
 */
export function ShopPage() {
  const { data: session } = useSession();
  const organizationId = session?.organization.id ?? null;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { cart, add, clear } = useCart();
  const locations = useShopLocations(organizationId);
  const { data: products } = useProducts();
  const inCheckout = params.has(CHECKOUT_PARAM);
  // The checkout's code loads once the products have painted, while the owner looks at them, so
  // "Checkout" opens at once without holding up the shop's first view (issue 14). A failed load
  // is tried again when the checkout opens.
  const productsPainted = useAfterPaint(products !== undefined);
  useEffect(() => {
    if (productsPainted) return whenIdle(() => void loadCheckout().catch(() => undefined));
  }, [productsPainted]);
  const [step, setStep] = useState<CheckoutStep | null>(null);
  usePageTitle(inCheckout ? (step ? checkoutTitles[step] : checkoutTitle) : null);
  const cartHeadingId = useId();
  const focusCart = () => document.getElementById(cartHeadingId)?.focus();
  // Set when the user opens or leaves the checkout: focus follows to the new part of the page,
  // instead of falling to <body> with the button that was pressed.
  const [openedCheckout, setOpenedCheckout] = useState(false);
  const leftCheckout = useRef(false);
  useEffect(() => {
    if (inCheckout || !leftCheckout.current) return;
    leftCheckout.current = false;
    focusCart();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusCart reads a stable id
  }, [inCheckout]);

  const setCheckout = (on: boolean) => {
    // The same path with `?checkout`: the router keeps the scroll of the cart's bottom, where
    // "Checkout" was pressed, and the checkout opened below its title (fifth owner trial).
    if (on) window.scrollTo(0, 0);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(CHECKOUT_PARAM, '1');
        else next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: !on },
    );
  };

  const leaveCheckout = () => {
    leftCheckout.current = true;
    setStep(null);
    setCheckout(false);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {inCheckout ? (
          <FormattedMessage {...checkoutTitle} />
        ) : (
          <FormattedMessage id="page.shop.title" defaultMessage="Shop" />
        )}
      </h1>
      {organizationId === null ? null : inCheckout ? (
        <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
          <Checkout
            organizationId={organizationId}
            items={cart.items}
            returnUrl={`${window.location.origin}/shop?${CHECKOUT_PARAM}=1`}
            onPaid={() => {
              clear();
              void locations.reload();
            }}
            onBackToCart={leaveCheckout}
            onFinish={() => void navigate('/settings/subscriptions')}
            focusOnMount={openedCheckout}
            onStepShown={setStep}
          />
        </Suspense>
      ) : (
        <>
          <ProductList
            organizationId={organizationId}
            addState={(product, list) => addability(product, cart, list)}
            onAdd={add}
            onShowCart={focusCart}
          />
          <CartView
            organizationId={organizationId}
            headingId={cartHeadingId}
            onCheckout={() => {
              setOpenedCheckout(true);
              setCheckout(true);
            }}
          />
        </>
      )}
    </div>
  );
}
