import {
  useNotificationCenter,
  useNotificationState,
  useTranslateKey,
} from '@locperf/features/notifications';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './error-modal.css';

const messages = defineMessages({
  title: { id: 'errorModal.title', defaultMessage: 'Form error' },
  unknown: {
    id: 'errorModal.unknown',
    defaultMessage: 'Something went wrong. Please try again in a moment.',
  },
  close: { id: 'errorModal.close', defaultMessage: 'Close' },
  invalidGrant: {
    id: 'errorModal.reason.invalidGrant',
    defaultMessage: 'Google withdrew the access. Please reauthorize the account.',
  },
  unknownReason: { id: 'errorModal.reason.unknown', defaultMessage: 'an unexpected error' },
});

/** A machine code such as `invalid_grant` or `server.key.unknown`: never shown to users. */
const CODE = /^[a-z0-9]+(?:[._][a-z0-9]+)+$/;

/**
 * Issue 20, copy written for users: a raw code in a message's parameters (Google's
 * `invalid_grant` in "Failed: {message}") becomes a sentence; an unknown key becomes the
 * generic text. The code stays in `data-error-key` for support, out of sight.
 */
function Line({ id, params }: { id: string; params: Record<string, unknown> }) {
  const intl = useIntl();
  const readable = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && CODE.test(value)
        ? intl.formatMessage(
            value === 'invalid_grant' ? messages.invalidGrant : messages.unknownReason,
          )
        : value,
    ]),
  );
  const { text } = useTranslateKey()(id, readable);
  return <span data-error-key={id}>{text ?? intl.formatMessage(messages.unknown)}</span>;
}

// Spec section 4 (Flash messages and errors): opens while the center holds errors, titled with the
// form-error text; Close (or Escape) empties the list.
/**
 * A dialog for errors the user must notice, each with its explanation and details. Place it once
 * per page; it opens by itself when something fails and shows nothing otherwise. For a message that
 * can wait, flash messages or toasts are gentler.
 */
export function ErrorModal() {
  const intl = useIntl();
  const center = useNotificationCenter();
  const { errors } = useNotificationState();
  return (
    <Modal
      isOpen={errors.length > 0}
      onOpenChange={(open) => {
        if (!open) center.clearErrors();
      }}
    >
      <Dialog
        role="alertdialog"
        title={intl.formatMessage(messages.title)}
        footer={(close) => <Button onPress={close}>{intl.formatMessage(messages.close)}</Button>}
      >
        <ul className={styles.list}>
          {errors.map((error, i) => (
            <li key={`${error.key}-${i}`}>
              <Line id={error.key} params={error.params} />
              {error.details.length > 0 ? (
                <ul className={styles.details}>
                  {error.details.map((detail, j) => (
                    <li key={`${detail.key}-${j}`}>
                      <Line id={detail.key} params={detail.params} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Dialog>
    </Modal>
  );
}
