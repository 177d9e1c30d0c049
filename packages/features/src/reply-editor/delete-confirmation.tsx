import { Button } from '@locperf/ui/button';
import { toastAvoidAttribute } from '@locperf/ui/toast';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import * as styles from './reply-editor.css';

/** Toasts keep clear of the actions row when it is the bar at the bottom of a phone's screen. */
export const avoidToasts = { [toastAvoidAttribute]: '' };

/** Props of {@link DeleteConfirmation}. */
export interface DeleteConfirmationProps {
  /** Id of the question; the Keep button gets `keepId`. */
  questionId: string;
  keepId: string;
  busy: boolean;
  isDeleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}

/** "Delete your public reply on Google?", with Keep (focused by the editor) and Delete. */
export function DeleteConfirmation({
  questionId,
  keepId,
  busy,
  isDeleting,
  onKeep,
  onDelete,
}: DeleteConfirmationProps) {
  const intl = useIntl();
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.confirmText}>
        {intl.formatMessage(messages.confirmDeleteText)}
      </p>
      <div className={styles.actions} {...avoidToasts}>
        <Button id={keepId} variant="outline" onPress={onKeep} isDisabled={busy}>
          {intl.formatMessage(messages.keepReply)}
        </Button>
        <Button
          variant="danger"
          onPress={onDelete}
          isDisabled={busy}
          isPending={isDeleting}
          pendingLabel={intl.formatMessage(messages.pending)}
        >
          {intl.formatMessage(messages.confirmDelete)}
        </Button>
      </div>
    </div>
  );
}
