import type { Location } from '@locperf/api/locations';
import { useProducts, useShopLocations, type Product } from '@locperf/api/shop';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Card } from '@locperf/ui/card';
import { EmptyState } from '@locperf/ui/empty-state';
import { formatPrice } from '@locperf/ui/format';
import { Skeleton } from '@locperf/ui/skeleton';
import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './shop.css';

const messagesDeclared = defineMessages({
  title: { id: 'shop.products.title', defaultMessage: 'Products' },
  reload: { id: 'shop.products.reload', defaultMessage: 'Reload products and locations' },
  reloading: { id: 'shop.products.reloading', defaultMessage: 'Reloading…' },
  loading: { id: 'shop.products.loading', defaultMessage: 'Loading products…' },
  add: { id: 'shop.product.add', defaultMessage: 'Add {name} to cart' },
  goToCart: { id: 'shop.product.goToCart', defaultMessage: 'Go to cart' },
  loadFailed: {
    id: 'shop.products.loadFailed',
    defaultMessage: 'The products or locations could not be loaded.',
  },
  none: { id: 'shop.products.none', defaultMessage: 'No products are available right now.' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof messagesDeclared, MessageDescriptor> = messagesDeclared;

/** Why a product cannot be added now. */
export type AddBlockedReason = 'noGrantedLocation' | 'allSubscribed' | 'inCart';
/** Whether a product can be added now, and for which locations. */
export type ProductAddState =
  { ok: true; locations: string[] } | { ok: false; reason: AddBlockedReason };

const blockedMessages: Record<AddBlockedReason, MessageDescriptor> = defineMessages({
  noGrantedLocation: {
    id: 'shop.product.blocked.noGrantedLocation',
    defaultMessage: 'Grant at least one location in your Google account settings first.',
  },
  allSubscribed: {
    id: 'shop.product.blocked.allSubscribed',
    defaultMessage: 'All your locations already have this product.',
  },
  inCart: { id: 'shop.product.blocked.inCart', defaultMessage: 'Already in your cart.' },
});

/** Props of {@link ProductList}. */
export interface ProductListProps {
  /** The signed-in organization, whose locations decide what can be added. */
  organizationId: string;
  // The app composes both and passes `addability` of `@locperf/features/cart/store`.
  /**
   * Whether a product can be added with these locations, and if not why: the cart's rule, as
   * the shop itself knows no cart.
   */
  addState: (product: Product, locations: readonly Location[]) => ProductAddState;
  /** Adds the product for the locations (the cart's `add`). */
  onAdd: (product: Product, locations: string[]) => void;
  /**
   * Shows the cart, e.g. moves focus to its heading. When given, a product in the cart offers
   * "Go to cart" in place of the disabled "Add to cart": the same button, so focus stays on it
   * after adding instead of falling to <body>. @default undefined (a disabled "Add to cart")
   */
  onShowCart?: () => void;
}

// Spec section 4 (Cart): products from `GET /shop/products`, with the organization's locations;
// both are cached and reloaded only on request. "Add to cart" adds the product for every granted
// location that lacks it and says so in a toast.
/**
 * The products an owner can buy, each with an "Add to cart" button that adds it for every location
 * that does not have it yet. The button is off, with the reason shown, when no location can have
 * it, every location has it, or it is already in the cart; with `onShowCart` it turns into "Go to
 * cart". While loading it shows placeholders. The props that matter: `organizationId`, and
 * `addState` with `onAdd`, which connect it to the cart.
 */
export function ProductList({ organizationId, addState, onAdd, onShowCart }: ProductListProps) {
  const intl = useIntl();
  const products = useProducts();
  const locations = useShopLocations(organizationId);
  const reloading = products.isValidating || locations.isValidating;

  const reload = (
    <Button
      variant="outline"
      size="sm"
      isPending={reloading && !!products.data}
      pendingLabel={intl.formatMessage(messages.reloading)}
      onPress={() => void Promise.all([products.reload(), locations.reload()])}
    >
      {intl.formatMessage(messages.reload)}
    </Button>
  );

  let body;
  if (products.status === 'error' || locations.status === 'error') {
    body = <Alert type="error">{intl.formatMessage(messages.loadFailed)}</Alert>;
  } else if (!products.data || !locations.data) {
    // Two cards shaped like the product cards (the shop sells two products): the cart below
    // does not jump when the products arrive (issue 14, CLS ≤ 0.02 on /shop).
    body = (
      <div
        className={styles.products}
        role="status"
        aria-label={intl.formatMessage(messages.loading)}
      >
        <ProductCardSkeleton />
        <ProductCardSkeleton />
      </div>
    );
  } else if (products.data.length === 0) {
    body = <EmptyState level={3} title={intl.formatMessage(messages.none)} />;
  } else {
    const locationList = locations.data;
    body = (
      <ul className={styles.products}>
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              state={addState(product, locationList)}
              onAdd={(ids) => onAdd(product, ids)}
              onShowCart={onShowCart}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.shop} aria-label={intl.formatMessage(messages.title)}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.title)}</h2>
        {reload}
      </div>
      {body}
    </section>
  );
}

/**
 * A loading product, in the product card's frame: title, description, price, tax note, and
 * the footer's button with room for the reason's line under it.
 */
function ProductCardSkeleton() {
  return (
    <Card
      footer={
        <div className={styles.skeletonActions}>
          <Skeleton shape="rect" width="90%" height="2.5rem" />
          {/* The reason's line is empty until a product cannot be added: kept, not drawn. */}
          <p className={styles.reason} />
        </div>
      }
    >
      <div className={styles.skeletonHead}>
        <p className={styles.skeletonTitle}>
          <Skeleton shape="line" width="55%" />
        </p>
        <p className={styles.skeletonDescription}>
          <Skeleton shape="line" />
          <Skeleton shape="line" width="65%" />
        </p>
      </div>
      <p className={styles.price}>
        <Skeleton shape="line" width="60%" />
      </p>
      <p className={styles.muted}>
        <Skeleton shape="line" width="40%" />
      </p>
    </Card>
  );
}

function ProductCard({
  product,
  state,
  onAdd,
  onShowCart,
}: {
  product: Product;
  state: ProductAddState;
  onAdd: (locations: string[]) => void;
  onShowCart: (() => void) | undefined;
}) {
  const intl = useIntl();
  const reasonId = useId();
  const { price } = product;
  const showCart = !state.ok && state.reason === 'inCart' ? onShowCart : undefined;
  return (
    <Card
      title={product.name}
      level={3}
      description={product.description}
      footer={
        <div className={styles.actions}>
          {/* One button in every state: React keeps its element, so focus survives adding. */}
          <Button
            variant={showCart ? 'outline' : 'primary'}
            isDisabled={!state.ok && !showCart}
            aria-describedby={state.ok ? undefined : reasonId}
            onPress={() => {
              if (state.ok) onAdd(state.locations);
              else showCart?.();
            }}
          >
            {/* Both labels share one cell, the other one hidden: the button keeps the size of
                the longer, so "Go to cart" taking the place of a two-line "Add … to cart" on a
                phone does not pull the next card up under a finger. */}
            <span className={styles.labels}>
              <span
                className={showCart ? styles.hiddenLabel : undefined}
                aria-hidden={showCart ? true : undefined}
              >
                {intl.formatMessage(messages.add, { name: product.name })}
              </span>
              <span
                className={showCart ? undefined : styles.hiddenLabel}
                aria-hidden={showCart ? undefined : true}
              >
                {intl.formatMessage(messages.goToCart)}
              </span>
            </span>
          </Button>
          {/* Always there, a line tall: "Already in your cart." appearing under the pressed
              button would push the next card down on a phone, out from under a finger already
              on its button, and that tap was lost (a touch that ends off its target cancels). */}
          <p id={reasonId} className={styles.reason}>
            {state.ok ? null : intl.formatMessage(blockedMessages[state.reason])}
          </p>
        </div>
      }
    >
      <p className={styles.price}>
        <FormattedMessage
          id="shop.product.price"
          defaultMessage="{price} per location and month"
          values={{ price: formatPrice(price.unit_amount, price.currency) }}
        />
      </p>
      <p className={styles.muted}>
        {price.tax_behavior === 'exclusive' ? (
          <FormattedMessage id="price.tax.exclusive" defaultMessage="plus VAT" />
        ) : (
          <FormattedMessage id="price.tax.inclusive" defaultMessage="incl. VAT" />
        )}
      </p>
    </Card>
  );
}
