import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import * as styles from './review-inbox.css';
import { SHORTCUTS } from './use-inbox-shortcuts';

/** Props of {@link ShortcutsHelp}. */
export interface ShortcutsHelpProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The list of the inbox's keyboard shortcuts (the ? key, or its button where a keyboard is likely). */
export function ShortcutsHelp({ isOpen, onOpenChange }: ShortcutsHelpProps) {
  const intl = useIntl();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog
        title={intl.formatMessage(messages.shortcutsTitle)}
        closeLabel={intl.formatMessage(messages.close)}
      >
        <dl className={styles.shortcuts}>
          {SHORTCUTS.map(([keys, text]) => (
            <div key={text} className={styles.shortcutRow}>
              <dt>
                <kbd>
                  {typeof keys === 'string' ? keys : intl.formatMessage(messages[keys.message])}
                </kbd>
              </dt>
              <dd>{intl.formatMessage(messages[text])}</dd>
            </div>
          ))}
        </dl>
        <p>{intl.formatMessage(messages.shortcutNote)}</p>
      </Dialog>
    </Modal>
  );
}
