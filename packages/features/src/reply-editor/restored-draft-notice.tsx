import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import * as styles from './reply-editor.css';

/** Props of {@link RestoredDraftNotice}. */
export interface RestoredDraftNoticeProps {
  /** When the text kept on this device was typed, already formatted. */
  savedAt: string;
  /** Drops the kept text for the server's. */
  onDiscard: () => void;
}

/** "Your unsent text from … was restored.", with Discard: text kept on this device was found. */
export function RestoredDraftNotice({ savedAt, onDiscard }: RestoredDraftNoticeProps) {
  const intl = useIntl();
  return (
    <Alert type="info">
      <p className={styles.alertText}>{intl.formatMessage(messages.restored, { date: savedAt })}</p>
      <Button size="sm" variant="outline" onPress={onDiscard}>
        {intl.formatMessage(messages.discard)}
      </Button>
    </Alert>
  );
}
