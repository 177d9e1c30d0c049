import type { BulkReviewAction } from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { useEffect, useId, type ReactNode } from 'react';
import { useIntl } from '@locperf/features/intl';
import { bulkMessages } from './bulk-messages';
import * as styles from './bulk.css';

/** What a bulk action would do, asked before it starts. */
export interface BulkConfirmRequest {
  action: BulkReviewAction;
  /** How many reviews it would change. */
  count: number;
}

/** Props of {@link BulkConfirm}. */
export interface BulkConfirmProps {
  /** The action to confirm; null when closed. */
  request: BulkConfirmRequest | null;
  /** AI replies left, when known: generating says how many it uses. */
  aiLeft?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Focuses the element `id` once its dialog has mounted. react-aria's dialog focuses itself in an
 * effect unless it finds focus inside; a parent's effect runs after it, so the safe choice gets
 * the focus whatever that check makes of the button's own `autoFocus`.
 */
function FocusAfterMount({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  return children;
}

// Owner trial, finding 2: one Enter published hundreds of replies on Google. WAI-ARIA's alert
// dialog pattern: Cancel, the safe choice, has the focus, and Escape cancels.
/**
 * Asks the owner to confirm before an action on many reviews starts: how many replies will go
 * public on Google, or how many AI replies a batch of drafts will use. Cancel is the default
 * choice, so a stray Enter changes nothing.
 */
export function BulkConfirm({ request, aiLeft, onConfirm, onCancel }: BulkConfirmProps) {
  const intl = useIntl();
  const count = request?.count ?? 0;
  const publish = request?.action !== 'generate';
  const cancelId = useId();
  const used = aiLeft === undefined ? count : Math.min(count, aiLeft);
  return (
    <Modal isOpen={request !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <FocusAfterMount id={cancelId}>
        <Dialog
          role="alertdialog"
          title={intl.formatMessage(
            publish ? bulkMessages.confirmPublishTitle : bulkMessages.confirmGenerateTitle,
            // As many drafts as the AI replies left allow, as the button says (owner trial 11:
            // "7 drafts?" over "Generate 5 drafts"); the text says how many get none.
            { count: publish ? count : used },
          )}
          footer={
            <>
              <Button id={cancelId} variant="outline" onPress={onCancel}>
                {intl.formatMessage(bulkMessages.confirmCancel)}
              </Button>
              <Button onPress={onConfirm}>
                {intl.formatMessage(
                  publish ? bulkMessages.confirmPublish : bulkMessages.confirmGenerate,
                  { count: publish ? count : used },
                )}
              </Button>
            </>
          }
        >
          <div className={styles.confirmText}>
            <p>
              {intl.formatMessage(
                publish ? bulkMessages.confirmPublishText : bulkMessages.confirmGenerateText,
              )}
            </p>
            {!publish && aiLeft !== undefined ? (
              <p>
                {[
                  intl.formatMessage(bulkMessages.confirmGenerateQuota, { used, left: aiLeft }),
                  count > used
                    ? intl.formatMessage(bulkMessages.confirmGenerateOver, { count: count - used })
                    : '',
                ]
                  .join(' ')
                  .trim()}
              </p>
            ) : null}
          </div>
        </Dialog>
      </FocusAfterMount>
    </Modal>
  );
}
