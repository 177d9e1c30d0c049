import type { CartItem } from '@locperf/api/cart';
import {
  useCheckoutSession,
  useCreateCheckoutSession,
  type CheckoutSession,
} from '@locperf/api/checkout';
import { HttpError, ValidationError } from '@locperf/api/client';
import { useSchemaForm } from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Button, LinkButton } from '@locperf/ui/button';
import { Skeleton } from '@locperf/ui/skeleton';
import { Stepper } from '@locperf/ui/stepper';
import { useAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import {
  cartSignature,
  checkoutAttemptAtom,
  NEW_ATTEMPT,
  newIdempotencyKey,
  type CheckoutAttempt,
  type CheckoutStep,
} from './attempt';
import { CheckoutSuccess } from './checkout-success';
import * as styles from './checkout.css';
import { InvoicePreview } from './invoice-preview';
import type { PaymentAdapter } from './payment-adapter';
import { PromoCodeForm, promoCodeFormSchema, type PromoCodeValues } from './promo-code-form';
import { dropRestOfMultiClick } from './multi-click';

const declared = defineMessages({
  steps: { id: 'checkout.steps', defaultMessage: 'Checkout steps' },
  completed: { id: 'checkout.steps.completed', defaultMessage: 'completed' },
  customer: { id: 'checkout.step.customer', defaultMessage: 'Invoice Recipient' },
  payment: { id: 'checkout.step.payment', defaultMessage: 'Payment' },
  success: { id: 'checkout.step.success', defaultMessage: 'Success' },
  continue: { id: 'checkout.continue', defaultMessage: 'Continue to payment' },
  starting: { id: 'checkout.starting', defaultMessage: 'Preparing your invoice…' },
  backToCart: { id: 'checkout.backToCart', defaultMessage: 'Back to cart' },
  backToRecipient: { id: 'checkout.backToRecipient', defaultMessage: 'Back to invoice recipient' },
  saveRecipientFirst: {
    id: 'checkout.recipient.saveFirst',
    defaultMessage: 'Save the new invoice recipient, or cancel it, to continue.',
  },
  chooseRecipient: {
    id: 'checkout.recipient.required',
    defaultMessage: 'Choose or create an invoice recipient to continue.',
  },
  startFailed: {
    id: 'checkout.startFailed',
    defaultMessage: 'The checkout could not be started. Please try again.',
  },
  preview: { id: 'checkout.invoice.title', defaultMessage: 'Invoice preview' },
  finish: { id: 'checkout.finish', defaultMessage: 'Done' },
  invoices: { id: 'checkout.invoices', defaultMessage: 'View invoice' },
  emptyCart: {
    id: 'checkout.emptyCart',
    defaultMessage: 'Your cart is empty. Add a product before checking out.',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Props of {@link CheckoutWizard}. */
export interface CheckoutWizardProps {
  organizationId: string;
  // Spec section 7: `cartItems`, each with priceId and locations.
  /** What is being bought: the cart's items, each with its locations. */
  items: readonly CartItem[];
  /** The payment provider: the demo card adapter or the Stripe adapter. */
  paymentAdapter: PaymentAdapter;
  /**
   * The invoice-recipient step's content: a picker that reports the chosen recipient's id (the
   * app composes `InvoiceRecipientPicker` here).
   */
  renderRecipientStep: (props: {
    value: string | null;
    onChange: (customerId: string) => void;
    /**
     * Tell it while a new recipient is being typed: Continue then waits for it to be saved or
     * cancelled instead of going on with the recipient chosen before (owner trial 10).
     */
    onEditingChange: (editing: boolean) => void;
  }) => ReactNode;
  /** Page the payment provider returns to. */
  returnUrl: string;
  /** Called once when the payment completed: clear the cart and reload the locations. */
  onPaid: (session: CheckoutSession) => void;
  /** Back to the cart, by the user or because the cart must change ("locations not all granted"). */
  onBackToCart: () => void;
  /** The user closes the success step. */
  onFinish: () => void;
  /**
   * Where the buyer's invoices are (a page of yours): the success step then links to them, so
   * the invoice of the payment just made is one press away (owner trial 9). @default no link
   */
  invoicesHref?: string;
  /**
   * Moves focus to the step heading when the wizard appears, as it does on every step change:
   * set it when the user opened the checkout ("Go to checkout"), not on a page load, where focus
   * starts at the top. @default false
   */
  focusOnMount?: boolean;
  /** Called with the step shown, on mount and on every change (e.g. for the document title). */
  onStepShown?: (step: CheckoutStep) => void;
}

// Spec section 4 (Checkout) and section 2 (Checkout tabs): steps reachable in order only. Each
// attempt (recipient, cart and promo code) has its own idempotency key, kept across a reload of the
// tab, so a double click or a reload never creates a second session or subscription. The step
// heading takes focus on every step change for keyboard and screen-reader users.
/**
 * Takes an owner from the cart to a paid subscription in three steps: who gets the invoice,
 * payment, and a confirmation. Steps open in order; a finished step can be revisited until payment,
 * and paying twice by accident is not possible. The props that matter: `items`, what is being
 * bought, and `paymentAdapter`, the payment provider.
 */
export function CheckoutWizard({
  organizationId,
  items,
  paymentAdapter,
  renderRecipientStep,
  returnUrl,
  onPaid,
  onBackToCart,
  onFinish,
  invoicesHref,
  focusOnMount = false,
  onStepShown,
}: CheckoutWizardProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useAtom(checkoutAttemptAtom);
  const create = useCreateCheckoutSession();
  const [editingRecipient, setEditingRecipient] = useState(false);
  const editingHintId = useId();
  const signature = cartSignature(items);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wizardRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const firstRender = useRef(true);

  // An attempt belongs to one cart; a changed cart (another tab, a reload) starts over, unless the
  // attempt already succeeded and the cart was cleared afterwards. Derived, never written back on
  // render: the stored attempt arrives when the atom mounts, and must not be overwritten first.
  const stale = attempt.step !== 'success' && attempt.cartSignature !== signature;
  const current: CheckoutAttempt = useMemo(
    () => (stale ? { ...NEW_ATTEMPT, cartSignature: signature } : attempt),
    [stale, signature, attempt],
  );

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (!focusOnMount) return;
    }
    // The step starts at the stepper: focusing the heading alone scrolled it just into view, from
    // below, with the stepper above out of sight (fifth owner trial, phone).
    const wizard = wizardRef.current;
    if (wizard && wizard.getBoundingClientRect().top < 0) wizard.scrollIntoView({ block: 'start' });
    headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusOnMount counts on mount only
  }, [current.step]);

  useEffect(() => onStepShown?.(current.step), [current.step, onStepShown]);

  const session = useCheckoutSession(current.step === 'customer' ? null : current.sessionId);
  // The session shown is the latest the wizard knows of: the answer of creating or paying it (set
  // below, shown before the query asks again) or the query's. Paying clears every cached GET
  // first (spec section 7), so the payment form, and what the user typed into it, stays mounted.
  // Starts from the cached session: a wizard that comes back on the payment step (browser Back,
  // then "Go to checkout") would otherwise wait for a change that never comes.
  const [held, setHeld] = useState<CheckoutSession | null>(session.data ?? null);
  const [seen, setSeen] = useState(session.data);
  if (session.data !== seen) {
    setSeen(session.data);
    if (session.data) setHeld(session.data);
  }
  const shown = held?.id === current.sessionId ? held : undefined;

  // A reload after paying: the session is complete, so show the success step.
  useEffect(() => {
    if (current.step === 'payment' && shown?.status === 'complete') {
      setAttempt({ ...current, step: 'success' });
    }
  }, [current, shown?.status, setAttempt]);

  const goTo = (step: CheckoutStep) => {
    setError(null);
    setAttempt({ ...current, step });
  };

  /**
   * Creates (or, with the same key, gets back) the session for recipient, cart and promo code.
   * A 422 on the promo code is thrown for the promo form to show on its field.
   */
  const startSession = async (promoCode: string | null): Promise<void> => {
    if (!current.customerId) return;
    const keyFor = JSON.stringify([current.customerId, signature, promoCode]);
    const idempotencyKey =
      current.keyFor === keyFor && current.idempotencyKey
        ? current.idempotencyKey
        : newIdempotencyKey();
    // Store the key before sending, so a reload mid-request retries with the same key.
    setAttempt({ ...current, idempotencyKey, keyFor });
    setError(null);
    try {
      const created = await create.trigger({
        headers: { 'Idempotency-Key': idempotencyKey },
        body: {
          organizationId,
          customerId: current.customerId,
          cartItems: [...items],
          ...(promoCode ? { promoCode } : {}),
          returnUrl,
        },
      });
      setHeld(created);
      setAttempt({
        ...current,
        idempotencyKey,
        keyFor,
        promoCode,
        sessionId: created.id,
        step: 'payment',
      });
    } catch (caught) {
      if (caught instanceof HttpError && caught.status === 409) {
        // "Cart locations not all granted" or a cart error: the cart must change first.
        setAttempt({ ...NEW_ATTEMPT, cartSignature: signature });
        onBackToCart();
        return;
      }
      if (
        caught instanceof ValidationError &&
        caught.violations.some((v) => v.propertyPath === 'promoCode')
      ) {
        throw caught;
      }
      setError(intl.formatMessage(messages.startFailed));
    }
  };

  // Held here, not in the promo form: a code typed on the payment step outlives a visit back to
  // the recipient step.
  const promoForm = useSchemaForm<PromoCodeValues>({
    schema: promoCodeFormSchema,
    initialValues: { promoCode: attempt.promoCode ?? '' },
    onSubmit: async ({ promoCode }) => {
      const code = promoCode.trim();
      if (code) await startSession(code);
    },
  });

  const steps = [
    { id: 'customer', label: intl.formatMessage(messages.customer) },
    { id: 'payment', label: intl.formatMessage(messages.payment) },
    { id: 'success', label: intl.formatMessage(messages.success) },
  ] as const;
  const stepLabel = steps.find((s) => s.id === current.step)?.label ?? '';

  let body: ReactNode;
  if (items.length === 0 && current.step !== 'success') {
    // Spec section 4: checkout needs a non-empty cart (an old link, or another tab emptied it).
    body = (
      <>
        <Alert type="info">{intl.formatMessage(messages.emptyCart)}</Alert>
        <div>
          <Button onPress={onBackToCart}>{intl.formatMessage(messages.backToCart)}</Button>
        </div>
      </>
    );
  } else if (current.step === 'customer') {
    body = (
      <>
        {renderRecipientStep({
          value: current.customerId,
          onChange: (customerId) => setAttempt({ ...current, customerId }),
          onEditingChange: setEditingRecipient,
        })}
        {error ? <Alert type="error">{error}</Alert> : null}
        <div className={styles.row}>
          <Button variant="outline" onPress={onBackToCart}>
            {intl.formatMessage(messages.backToCart)}
          </Button>
          <Button
            isDisabled={!current.customerId || editingRecipient || create.isMutating}
            aria-describedby={editingRecipient ? editingHintId : undefined}
            onPress={() =>
              void startSession(current.promoCode).catch(() =>
                // The applied code was refused meanwhile (expired): this step has no promo field.
                setError(intl.formatMessage(messages.startFailed)),
              )
            }
          >
            {intl.formatMessage(create.isMutating ? messages.starting : messages.continue)}
          </Button>
        </div>
        {editingRecipient ? (
          <p id={editingHintId} className={styles.muted}>
            {intl.formatMessage(messages.saveRecipientFirst)}
          </p>
        ) : current.customerId ? null : (
          <p className={styles.muted}>{intl.formatMessage(messages.chooseRecipient)}</p>
        )}
      </>
    );
  } else if (current.step === 'payment') {
    const { PaymentForm } = paymentAdapter;
    body = !shown ? (
      session.status === 'error' ? (
        <>
          <Alert type="error">{intl.formatMessage(messages.startFailed)}</Alert>
          <div>
            <Button variant="outline" onPress={() => goTo('customer')}>
              {intl.formatMessage(messages.customer)}
            </Button>
          </div>
        </>
      ) : (
        <Skeleton shape="rect" height="12rem" />
      )
    ) : (
      <>
        <h3 className={styles.subheading}>{intl.formatMessage(messages.preview)}</h3>
        <InvoicePreview invoice={shown.invoice} aria-label={intl.formatMessage(messages.preview)} />
        <PromoCodeForm
          form={promoForm}
          applied={current.promoCode}
          busy={create.isMutating}
          onRemove={() =>
            void startSession(null).catch(() => setError(intl.formatMessage(messages.startFailed)))
          }
        />
        {error ? <Alert type="error">{error}</Alert> : null}
        <PaymentForm
          key={shown.id}
          session={shown}
          onPaid={(paid) => {
            // The rest of a double click on "Pay now" must not press what the success step shows.
            dropRestOfMultiClick();
            setHeld(paid);
            setAttempt({ ...current, step: 'success', sessionId: paid.id });
            onPaid(paid);
          }}
        />
        {/* The recipient stays chosen and the promo code typed; the stepper is a second way. */}
        <div>
          <Button variant="outline" onPress={() => goTo('customer')}>
            {intl.formatMessage(messages.backToRecipient)}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {shown ? (
          <CheckoutSuccess organizationId={organizationId} session={shown} />
        ) : (
          <Skeleton shape="rect" height="8rem" />
        )}
        <div className={styles.row}>
          <Button
            onPress={() => {
              setAttempt(NEW_ATTEMPT);
              onFinish();
            }}
          >
            {intl.formatMessage(messages.finish)}
          </Button>
          {invoicesHref ? (
            <LinkButton
              variant="outline"
              href={invoicesHref}
              onPress={() => setAttempt(NEW_ATTEMPT)}
            >
              {intl.formatMessage(messages.invoices)}
            </LinkButton>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={styles.wizard} ref={wizardRef}>
      <Stepper
        steps={steps}
        currentStep={current.step}
        label={intl.formatMessage(messages.steps)}
        completedLabel={intl.formatMessage(messages.completed)}
        onStepChange={current.step === 'success' ? undefined : (id) => goTo(id as CheckoutStep)}
      />
      <section className={styles.stack} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {stepLabel}
        </h2>
        {body}
      </section>
    </div>
  );
}
