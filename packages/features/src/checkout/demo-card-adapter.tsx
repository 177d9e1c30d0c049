import { HttpError } from '@locperf/api/client';
import { useConfirmCheckoutSession } from '@locperf/api/checkout';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { TextField } from '@locperf/ui/text-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import {
  cardDigits,
  DEMO_CARDS,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  validCvc,
  validExpiry,
} from './card-rules';
import * as styles from './checkout.css';
import type { PaymentAdapter, PaymentFormProps } from './payment-adapter';
import { useFocusReturn } from '@locperf/features/forms';

const declared = defineMessages({
  form: { id: 'checkout.card.form', defaultMessage: 'Card payment' },
  number: { id: 'checkout.card.number', defaultMessage: 'Card number' },
  expiry: { id: 'checkout.card.expiry', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'checkout.card.cvc', defaultMessage: 'Security code (CVC)' },
  invalidNumber: {
    id: 'checkout.card.number.invalid',
    defaultMessage: 'This card number is not valid.',
  },
  invalidExpiry: {
    id: 'checkout.card.expiry.invalid',
    defaultMessage: 'Enter a future expiry date as MM/YY.',
  },
  invalidCvc: { id: 'checkout.card.cvc.invalid', defaultMessage: 'Enter the 3 or 4 digits.' },
  pay: { id: 'checkout.card.pay', defaultMessage: 'Pay now' },
  paying: { id: 'checkout.card.paying', defaultMessage: 'Paying…' },
  declined: {
    id: 'checkout.card.declined',
    defaultMessage: 'Your card was declined. Please use another card.',
  },
  failed: {
    id: 'checkout.card.failed',
    defaultMessage: 'The payment could not be completed. Your input is kept; please try again.',
  },
  authTitle: { id: 'checkout.card.auth.title', defaultMessage: 'Confirm this payment' },
  authText: {
    id: 'checkout.card.auth.text',
    defaultMessage: 'Your bank asks you to confirm this payment (test authentication).',
  },
  authConfirm: { id: 'checkout.card.auth.confirm', defaultMessage: 'Confirm payment' },
  authCancel: { id: 'checkout.card.auth.cancel', defaultMessage: 'Cancel' },
  authFailed: {
    id: 'checkout.card.auth.failed',
    defaultMessage: 'The payment was not confirmed. Please try again.',
  },
  testCards: {
    id: 'checkout.card.testCards',
    defaultMessage:
      'Demo mode: no money is charged. Test cards: {success} succeeds, {declined} is declined, {auth} asks for an extra confirmation. Any future expiry and CVC.',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

type Field = 'number' | 'expiry' | 'cvc';

/**
 * The demo adapter's card form: card number (Luhn), expiry (not in the past) and CVC, each with
 * its own error; nothing leaves the machine in demo mode. The typed values stay when a payment
 * fails, and a second press while paying does nothing.
 */
function DemoCardForm({ session, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const confirm = useConfirmCheckoutSession();
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A decline or a cancelled confirmation is said under the button, below the fold on a laptop:
  // it comes into view, as it is read out (owner trial 7: "nothing happened").
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  const [authenticating, setAuthenticating] = useState(false);
  const busy = useRef(false);

  const check = (field: Field, value: string) => {
    const ok =
      field === 'number'
        ? passesLuhn(value)
        : field === 'expiry'
          ? validExpiry(value)
          : validCvc(value);
    const message =
      field === 'number'
        ? messages.invalidNumber
        : field === 'expiry'
          ? messages.invalidExpiry
          : messages.invalidCvc;
    return ok ? undefined : intl.formatMessage(message);
  };

  // A declined card gives the keyboard focus back to where it was, "Pay now" (owner trial 7).
  const rememberFocus = useFocusReturn(confirm.isMutating);
  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    rememberFocus();
    setFailure(null);
    try {
      const paid = await confirm.trigger({
        params: { sessionId: session.id },
        // Demo mode only: the mock bank reads the test card number (see the checkout README).
        body: { paymentMethodId: cardDigits(values.number) },
        // The decline is shown under the form; the error dialog would say it a second time.
        handledStatuses: [409],
      });
      onPaid(paid);
    } catch (error) {
      setFailure(
        intl.formatMessage(
          error instanceof HttpError && error.status === 409 ? messages.declined : messages.failed,
        ),
      );
    } finally {
      busy.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      const error = check(field, values[field]);
      if (error) next[field] = error;
    }
    setErrors(next);
    const firstInvalid = (['number', 'expiry', 'cvc'] as const).find((field) => next[field]);
    if (firstInvalid) {
      // Keyboard and screen reader users land on the first field to fix (owner trial: focus
      // stayed in the CVC field while the card number was the one refused).
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (cardDigits(values.number) === DEMO_CARDS.authentication) setAuthenticating(true);
    else void pay();
  };

  const field = (name: Field, autoComplete: string) => (
    <TextField
      label={intl.formatMessage(messages[name])}
      name={name}
      value={values[name]}
      autoComplete={autoComplete}
      inputMode="numeric"
      isRequired
      validationBehavior="aria"
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
      onChange={(value) => {
        setValues((current) => ({
          ...current,
          [name]:
            name === 'expiry'
              ? formatExpiry(value)
              : name === 'number'
                ? formatCardNumber(value)
                : value,
        }));
        setErrors((current) => ({ ...current, [name]: undefined }));
        // A decline belongs to the card that was declined; a changed card has not been tried.
        setFailure(null);
      }}
      onBlur={() =>
        setErrors((current) => ({
          ...current,
          [name]: values[name] ? check(name, values[name]) : undefined,
        }))
      }
    />
  );

  return (
    <form aria-label={intl.formatMessage(messages.form)} noValidate onSubmit={submit}>
      <div className={styles.stack}>
        <p className={styles.muted}>
          {intl.formatMessage(messages.testCards, {
            success: formatCardNumber(DEMO_CARDS.success),
            declined: formatCardNumber(DEMO_CARDS.declined),
            auth: formatCardNumber(DEMO_CARDS.authentication),
          })}
        </p>
        <div className={styles.cardGrid}>
          {field('number', 'cc-number')}
          {field('expiry', 'cc-exp')}
          {field('cvc', 'cc-csc')}
        </div>
        {failure ? (
          <div ref={failureRef}>
            <Alert type="error">{failure}</Alert>
          </div>
        ) : null}
        <div>
          <Button type="submit" isDisabled={confirm.isMutating}>
            {intl.formatMessage(confirm.isMutating ? messages.paying : messages.pay)}
          </Button>
        </div>
      </div>
      <Modal
        isOpen={authenticating}
        onOpenChange={(open) => {
          if (!open) {
            setAuthenticating(false);
            setFailure(intl.formatMessage(messages.authFailed));
          }
        }}
      >
        <Dialog
          title={intl.formatMessage(messages.authTitle)}
          footer={(close) => (
            <>
              <Button variant="outline" onPress={close}>
                {intl.formatMessage(messages.authCancel)}
              </Button>
              <Button
                onPress={() => {
                  setAuthenticating(false);
                  void pay();
                }}
              >
                {intl.formatMessage(messages.authConfirm)}
              </Button>
            </>
          )}
        >
          <p>{intl.formatMessage(messages.authText)}</p>
        </Dialog>
      </Modal>
    </form>
  );
}

/** The demo payment adapter: an accessible card form against the mock checkout (demo mode, tests). */
export const demoCardAdapter: PaymentAdapter = { kind: 'demo', PaymentForm: DemoCardForm };
