import { ValidationError } from '@locperf/api/client';
import { useValidateCart } from '@locperf/api/cart';
import { useProducts, useShopLocations } from '@locperf/api/shop';
import { useTranslateKey } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Checkbox } from '@locperf/ui/checkbox';
import { CheckboxGroup } from '@locperf/ui/checkbox-group';
import { Disclosure } from '@locperf/ui/disclosure';
import { EmptyState } from '@locperf/ui/empty-state';
import { formatPrice } from '@locperf/ui/format';
import { useMediaQuery } from '@locperf/ui/media-query';
import { Skeleton } from '@locperf/ui/skeleton';
import { Fragment, useId, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './cart.css';
import { canCheckout, cartLines, cartTotals, lineGross, type CartLine } from './rules';
import { useCart, useCartSanitiser } from './use-cart';

const messagesDeclared = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Cart' },
  empty: { id: 'cart.empty', defaultMessage: 'Your cart is empty' },
  emptyHint: {
    id: 'cart.empty.hint',
    defaultMessage: 'Add the review responder or the review booster to get started.',
  },
  remove: { id: 'cart.remove', defaultMessage: 'Remove {name}' },
  locations: { id: 'cart.line.locations', defaultMessage: 'Locations for {name}' },
  locationCount: {
    id: 'cart.line.locationCount',
    defaultMessage: '{count, plural, =0 {No location} one {# location} other {# locations}}',
  },
  change: { id: 'cart.line.locations.change', defaultMessage: 'Change' },
  noLocation: {
    id: 'cart.line.noLocation',
    defaultMessage: 'Select at least one location.',
  },
  checkout: { id: 'cart.checkout', defaultMessage: 'Go to checkout' },
  checkingOut: { id: 'cart.checkout.pending', defaultMessage: 'Checking your cart…' },
  blocked: {
    id: 'cart.checkout.blocked',
    defaultMessage: 'Every item needs at least one location before you can check out.',
  },
  loadFailed: {
    id: 'cart.loadFailed',
    defaultMessage: 'The products or locations could not be loaded.',
  },
  reload: { id: 'cart.reload', defaultMessage: 'Reload' },
  loading: { id: 'cart.loading', defaultMessage: 'Loading your cart…' },
  checkFailed: { id: 'cart.checkout.failed', defaultMessage: 'Your cart could not be checked.' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof messagesDeclared, MessageDescriptor> = messagesDeclared;

const typeMessagesDeclared = defineMessages({
  review_responder: { id: 'product.type.reviewResponder', defaultMessage: 'Review responder' },
  review_booster: { id: 'product.type.reviewBooster', defaultMessage: 'Review booster' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const typeMessages: Record<keyof typeof typeMessagesDeclared, MessageDescriptor> =
  typeMessagesDeclared;

/** Props of {@link CartView}. */
export interface CartViewProps {
  /** The signed-in organization (its locations are offered per item). */
  organizationId: string;
  // Called once `POST /shop/cart` accepted the cart; when the server changed or refused it, not.
  /**
   * Called when the owner starts checkout and the cart was accepted. When the cart had to be
   * changed or was refused, the cart is updated and this is not called.
   */
  onCheckout: () => void;
  /** Heading level of the cart's title. @default 2 */
  level?: 2 | 3;
  /**
   * Id of the cart's heading, which is focusable from script (`tabIndex={-1}`): the app moves
   * focus there from the shop's "Go to cart". @default undefined
   */
  headingId?: string;
}

// Spec sections 3, 4 and 5 (Cart): German currency format, taxes as the price says. It sanitises
// the stored cart whenever products or locations load, and allows checkout only when every item has
// a location.
/**
 * The owner's shopping cart: each product with its price, the locations it is for, a way to remove
 * it, and the monthly total. Use it between the shop and checkout. Checkout starts only once every
 * item has a location; an empty cart says so. The props that matter: `organizationId`, whose
 * locations are offered, and `onCheckout`, what happens when the owner goes on to pay.
 */
export function CartView({ organizationId, onCheckout, level = 2, headingId }: CartViewProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const products = useProducts();
  const locations = useShopLocations(organizationId);
  const { cart, remove, setLocations, replace } = useCart();
  const validate = useValidateCart();
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const blockedId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useCartSanitiser(products.data, locations.data);

  const lines = useMemo(
    () => cartLines(cart, products.data ?? [], locations.data ?? []),
    [cart, products.data, locations.data],
  );
  const totals = cartTotals(lines);
  const Heading = `h${level}` as const;

  const startCheckout = async () => {
    setCheckoutError(null);
    try {
      // Spec section 7: POST /shop/cart with cartItems ({ priceId, locations }).
      const result = await validate.trigger({ body: { cartItems: cart.items } });
      if (result.removed.length) replace({ items: result.cartItems });
      if (result.valid) onCheckout();
    } catch (error) {
      // 422 violations stay here; other failures already reached the error channel.
      if (error instanceof ValidationError) setCheckoutError(error.violations[0]?.key ?? null);
    }
  };

  if (products.status === 'error' || locations.status === 'error') {
    return (
      <section aria-label={intl.formatMessage(messages.title)} className={styles.cart}>
        <Heading id={headingId} tabIndex={-1} className={styles.title}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Alert type="error">{intl.formatMessage(messages.loadFailed)}</Alert>
        <div>
          <Button
            variant="outline"
            onPress={() => void Promise.all([products.reload(), locations.reload()])}
          >
            {intl.formatMessage(messages.reload)}
          </Button>
        </div>
      </section>
    );
  }

  const loading = !products.data || !locations.data;
  const allowed = canCheckout(cart);

  return (
    <section aria-label={intl.formatMessage(messages.title)} className={styles.cart}>
      <Heading ref={headingRef} id={headingId} tabIndex={-1} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {loading && cart.items.length ? (
        <div
          className={styles.cart}
          role="status"
          aria-label={intl.formatMessage(messages.loading)}
        >
          <div className={styles.lines}>
            {cart.items.map((item) => (
              <CartLineSkeleton key={item.priceId} />
            ))}
          </div>
          <div className={styles.summary}>
            <p className={styles.skeletonTotal}>
              <Skeleton shape="line" />
            </p>
            <Skeleton shape="rect" width="8rem" height="2.5rem" />
          </div>
        </div>
      ) : lines.length === 0 ? (
        <EmptyState
          level={level === 2 ? 3 : 4}
          title={intl.formatMessage(messages.empty)}
          description={intl.formatMessage(messages.emptyHint)}
        />
      ) : (
        <>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <CartLineView
                key={line.priceId}
                line={line}
                level={level === 2 ? 3 : 4}
                typeLabel={
                  line.type in typeMessages
                    ? intl.formatMessage(typeMessages[line.type as keyof typeof typeMessages])
                    : line.type
                }
                onLocationsChange={(ids) => setLocations(line.priceId, ids)}
                onRemove={() => {
                  remove(line.priceId, line.name);
                  // The pressed button goes with its line: focus the cart's heading, not <body>.
                  headingRef.current?.focus();
                }}
              />
            ))}
          </ul>
          <div className={styles.summary}>
            <p className={styles.total}>
              {totals.map(({ currency, net, vat, gross }) => (
                <FormattedMessage
                  key={currency}
                  id="cart.total"
                  defaultMessage="Total per month: {gross} incl. VAT (net {net} + VAT {vat})"
                  values={{
                    gross: formatPrice(gross, currency),
                    net: formatPrice(net, currency),
                    vat: formatPrice(vat, currency),
                  }}
                />
              ))}
            </p>
            <Button
              isDisabled={!allowed || validate.isMutating}
              aria-describedby={allowed ? undefined : blockedId}
              onPress={() => void startCheckout()}
            >
              {intl.formatMessage(validate.isMutating ? messages.checkingOut : messages.checkout)}
            </Button>
          </div>
          {allowed ? null : (
            <p id={blockedId} className={styles.muted}>
              {intl.formatMessage(messages.blocked)}
            </p>
          )}
          {checkoutError ? (
            <Alert type="error">
              {translate(checkoutError).text ?? intl.formatMessage(messages.checkFailed)}
            </Alert>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * A loading cart line, one per item of the cart, shaped like {@link CartLineView}: name and
 * remove button, the four facts and the locations' disclosure.
 */
function CartLineSkeleton() {
  return (
    <div className={styles.line}>
      <div className={styles.lineHead}>
        <p className={styles.heading}>
          <Skeleton shape="line" width="10rem" />
        </p>
        <Skeleton shape="rect" width="9rem" height="2rem" />
      </div>
      <div className={styles.facts}>
        {['6rem', '1.5rem', '11rem', '8rem'].map((value, i) => (
          <Fragment key={i}>
            <Skeleton shape="line" width="5rem" />
            <Skeleton shape="line" width={value} />
          </Fragment>
        ))}
      </div>
      <div className={styles.skeletonDisclosure}>
        <Skeleton shape="line" width="8rem" />
      </div>
    </div>
  );
}

function CartLineView({
  line,
  level,
  typeLabel,
  onLocationsChange,
  onRemove,
}: {
  line: CartLine;
  level: 3 | 4;
  typeLabel: string;
  onLocationsChange: (ids: string[]) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  // The touch size on a touch screen: 24 px rows 8 px apart were easy to miss (owner trial 7).
  const touch = useMediaQuery('(pointer: coarse)', false);
  const Heading = `h${level}` as const;
  const inclusive = <FormattedMessage id="price.tax.inclusive" defaultMessage="incl. VAT" />;
  const taxNote =
    line.taxBehavior === 'exclusive' ? (
      <FormattedMessage id="price.tax.exclusive" defaultMessage="plus VAT" />
    ) : (
      inclusive
    );
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <Heading className={styles.heading}>{line.name}</Heading>
        <Button variant="outline" size="sm" onPress={onRemove}>
          {intl.formatMessage(messages.remove, { name: line.name })}
        </Button>
      </div>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="cart.line.type" defaultMessage="Type" />
        </dt>
        <dd>{typeLabel}</dd>
        <dt>
          <FormattedMessage id="cart.line.amount" defaultMessage="Amount" />
        </dt>
        <dd>{line.quantity}</dd>
        <dt>
          <FormattedMessage id="cart.line.unitPrice" defaultMessage="Unit price" />
        </dt>
        <dd>
          <FormattedMessage
            id="cart.line.perMonth"
            defaultMessage="{price} per month"
            values={{ price: formatPrice(line.unitAmount, line.currency) }}
          />
          <span className={styles.muted}> {taxNote}</span>
        </dd>
        <dt>
          <FormattedMessage id="cart.line.total" defaultMessage="Total" />
        </dt>
        <dd>
          {/* With VAT whatever the price's basis, so the lines add up to the total (issue 19, "Trust in every action"). */}
          {formatPrice(lineGross(line), line.currency)}
          <span className={styles.muted}> {inclusive}</span>
        </dd>
      </dl>
      {line.product.locationSelect ? (
        // Adding pre-selects every eligible location (spec section 4, Cart); the count says so
        // up front and the selection changes right here, opened already when none is left.
        <Disclosure
          level={level === 3 ? 4 : 5}
          defaultExpanded={line.selectedLocations.length === 0}
          title={
            <>
              <span className={styles.locationCount}>
                {intl.formatMessage(messages.locationCount, {
                  count: line.selectedLocations.length,
                })}
              </span>{' '}
              <span className={styles.muted}>{intl.formatMessage(messages.change)}</span>
            </>
          }
        >
          <CheckboxGroup
            label={intl.formatMessage(messages.locations, { name: line.name })}
            value={[...line.selectedLocations]}
            onChange={onLocationsChange}
            isInvalid={line.selectedLocations.length === 0}
            errorMessage={intl.formatMessage(messages.noLocation)}
          >
            {line.selectableLocations.map((location) => (
              <Checkbox key={location.id} value={location.id} size={touch ? 'lg' : 'md'}>
                {location.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Disclosure>
      ) : null}
    </li>
  );
}
