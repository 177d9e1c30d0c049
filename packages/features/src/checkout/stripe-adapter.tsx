import { getCheckoutSession } from '@locperf/api/checkout';
import { callEndpoint } from '@locperf/api/client';
import { useApiClient } from '@locperf/api/react';
import { Alert } from '@locperf/ui/alert';
import { Skeleton } from '@locperf/ui/skeleton';
import { useEffect, useRef, useState } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './checkout.css';
import type { PaymentAdapter, PaymentFormProps } from './payment-adapter';

const messages = defineMessages({
  region: { id: 'checkout.stripe.region', defaultMessage: 'Card payment by Stripe' },
  failed: {
    id: 'checkout.stripe.failed',
    defaultMessage: 'The payment form could not be loaded. Please reload the page and try again.',
  },
});

/** Options of {@link createStripeAdapter}. */
export interface StripeAdapterOptions {
  /** The Stripe publishable key (`pk_live_…` or `pk_test_…`). */
  publishableKey: string;
}

/** The part of @stripe/stripe-js this adapter uses, so tests can stand in for Stripe. */
export type LoadStripe = (key: string) => Promise<{
  createEmbeddedCheckoutPage: (options: {
    fetchClientSecret: () => Promise<string>;
    onComplete: () => void;
  }) => Promise<{ mount: (element: HTMLElement) => void; destroy: () => void }>;
} | null>;

const loadStripeLazily: LoadStripe = async (key) => {
  // Loaded on the payment step only: Stripe's script never reaches other pages.
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(key);
};

function StripeEmbeddedCheckout({
  session,
  onPaid,
  publishableKey,
  load,
}: PaymentFormProps & { publishableKey: string; load: LoadStripe }) {
  const intl = useIntl();
  const client = useApiClient();
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const paidRef = useRef(onPaid);
  useEffect(() => {
    paidRef.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const stripe = await load(publishableKey);
        if (!stripe || cancelled) throw new Error('Stripe.js did not load');
        const checkout = await stripe.createEmbeddedCheckoutPage({
          fetchClientSecret: () => Promise.resolve(session.clientSecret),
          onComplete: () => {
            // Stripe finished; the server's session says whether the subscription exists.
            void callEndpoint(client, getCheckoutSession, {
              params: { sessionId: session.id },
            }).then(({ data }) => paidRef.current(data));
          },
        });
        destroy = () => checkout.destroy();
        if (cancelled) return destroy();
        if (mountRef.current) checkout.mount(mountRef.current);
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [client, load, publishableKey, session.clientSecret, session.id]);

  return (
    <section aria-label={intl.formatMessage(messages.region)} aria-busy={state === 'loading'}>
      {state === 'failed' ? (
        <Alert type="error">{intl.formatMessage(messages.failed)}</Alert>
      ) : null}
      {state === 'loading' ? <Skeleton shape="rect" height="20rem" /> : null}
      <div ref={mountRef} className={styles.embedded} hidden={state !== 'ready'} />
    </section>
  );
}

/**
 * The Stripe adapter: Stripe Embedded Checkout for the session's client secret (the server
 * creates the Checkout Session with `ui_mode: embedded` and `redirect_on_completion: never`).
 * @stripe/stripe-js loads lazily on the payment step. `load` replaces Stripe in tests.
 */
export function createStripeAdapter(
  { publishableKey }: StripeAdapterOptions,
  load: LoadStripe = loadStripeLazily,
): PaymentAdapter {
  return {
    kind: 'stripe',
    PaymentForm: (props) => (
      <StripeEmbeddedCheckout {...props} publishableKey={publishableKey} load={load} />
    ),
  };
}
