import {
  useNotificationCenter,
  useNotificationState,
  useTranslateKey,
} from '@locperf/features/notifications';
import { Button, LinkButton } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Link } from '@locperf/ui/link';
import { Modal } from '@locperf/ui/modal';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './subscription-required.css';

const messages = defineMessages({
  title: { id: 'subscriptionRequired.title', defaultMessage: 'Subscription required' },
  later: { id: 'subscriptionRequired.later', defaultMessage: 'Later' },
  toShop: { id: 'subscriptionRequired.toShop', defaultMessage: 'To the shop' },
});

/** The key of the server's generic 402 reason (the mock sends it too). */
const GENERIC_REASON = 'subscription.required';

/** Products the server may name as missing (as `detail` or `message`). */
const productMessages: Partial<Record<string, MessageDescriptor>> = defineMessages({
  review_responder: { id: 'product.type.reviewResponder', defaultMessage: 'Review responder' },
  review_booster: { id: 'product.type.reviewBooster', defaultMessage: 'Review booster' },
});

/** Props of {@link SubscriptionRequiredModal}. */
export interface SubscriptionRequiredModalProps {
  /** Where the shop lives; a react-aria link, so the app's RouterProvider routes it. @default '/shop' */
  shopHref?: string;
}

// Spec sections 2 and 8 (HTTP 402): opens on the center's state; the optional reason is a
// translation key or the server's own text. Closing it, or following a shop link, clears the state.
/**
 * Tells an owner that what they just tried needs a subscription, with the reason when there is one,
 * and takes them to the shop. Place it once per page; it opens by itself when needed and shows
 * nothing otherwise. The prop that matters: `shopHref`, where "To the shop" leads.
 */
export function SubscriptionRequiredModal({ shopHref = '/shop' }: SubscriptionRequiredModalProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const center = useNotificationCenter();
  const { subscriptionRequired: reason } = useNotificationState();
  // The server may send a key (the mock sends `subscription.required`) or plain text.
  const show = (value: string | undefined) =>
    value ? (translate(value).text ?? value) : undefined;
  // The answer may name the missing product by its type (issue 6): show its name, not the code.
  const productKey = [reason?.detail, reason?.message].find(
    (value) => value !== undefined && productMessages[value] !== undefined,
  );
  const product = productKey ? productMessages[productKey] : undefined;
  // The generic reason ("This feature needs an active subscription.") is the dialog's own first
  // sentence: shown in the reason box too, the dialog said it twice (issue 20).
  const generic = translate(GENERIC_REASON).text;
  const shown = reason?.message === productKey ? undefined : show(reason?.message);
  const message = shown === generic ? undefined : shown;
  const detail = reason?.detail === productKey ? undefined : show(reason?.detail);

  return (
    <Modal
      isOpen={reason !== null}
      onOpenChange={(open) => {
        if (!open) center.closeSubscriptionRequired();
      }}
    >
      <Dialog
        title={intl.formatMessage(messages.title)}
        footer={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              {intl.formatMessage(messages.later)}
            </Button>
            {/* The primary action: a button-shaped link on the right (one button hierarchy). */}
            <LinkButton href={shopHref} onPress={close}>
              {intl.formatMessage(messages.toShop)}
            </LinkButton>
          </>
        )}
      >
        {(close) => (
          <div className={styles.body}>
            {product ? (
              <p className={styles.reason}>
                <FormattedMessage
                  id="subscriptionRequired.product"
                  defaultMessage="Missing product: {product}"
                  values={{ product: intl.formatMessage(product) }}
                />
              </p>
            ) : null}
            {message || detail ? (
              <div className={styles.reason}>
                {message ? <p className={styles.paragraph}>{message}</p> : null}
                {detail ? <p className={styles.detail}>{detail}</p> : null}
              </div>
            ) : null}
            <p className={styles.paragraph}>
              <FormattedMessage
                id="subscriptionRequired.text"
                defaultMessage="This feature needs an active subscription. You can book one in our <link>shop</link>."
                values={{
                  link: (chunks: ReactNode[]) => (
                    <Link href={shopHref} onPress={close}>
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
