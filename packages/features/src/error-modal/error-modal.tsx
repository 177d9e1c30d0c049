import {
  useNotificationCenter,
  useNotificationState,
  useTranslateKey,
} from '@locperf/features/notifications';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './error-modal.css';

const messages = defineMessages({
  title: { id: 'errorModal.title', defaultMessage: 'Form error' },
  unknown: { id: 'errorModal.unknown', defaultMessage: 'Something went wrong' },
  close: { id: 'errorModal.close', defaultMessage: 'Close' },
});

/** A translated line, or the generic text with the raw key in small print for support. */
function Line({ id, params }: { id: string; params: Record<string, unknown> }) {
  const intl = useIntl();
  const { text } = useTranslateKey()(id, params);
  if (text !== undefined) return <>{text}</>;
  return (
    <>
      {intl.formatMessage(messages.unknown)}
      <small className={styles.key}>{id}</small>
    </>
  );
}

/**
 * The error channel as a modal (spec section 4, Flash messages and errors): it opens while the
 * center holds errors, is titled with the form-error text, lists each error's translated
 * message with its details, and Close (or Escape) empties the list.
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
