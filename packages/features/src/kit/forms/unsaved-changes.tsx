import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { useEffect } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  title: { id: 'unsavedChanges.title', defaultMessage: 'Leave without saving?' },
  text: {
    id: 'unsavedChanges.text',
    defaultMessage:
      'Your changes on this page have not been saved. If you leave now, they are lost.',
  },
  stay: { id: 'unsavedChanges.stay', defaultMessage: 'Stay on this page' },
  leave: { id: 'unsavedChanges.leave', defaultMessage: 'Leave without saving' },
});

/**
 * Reports a form's unsaved state to the app (`onDirtyChange` of the settings and profile
 * widgets), and "clean" when the form goes away. Features never use the router: the app decides
 * what to block.
 */
export function useReportDirty(dirty: boolean, onDirtyChange?: (dirty: boolean) => void): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}

/** Props of {@link UnsavedChangesDialog}. */
export interface UnsavedChangesDialogProps {
  /** Open while a navigation waits for the answer. */
  isOpen: boolean;
  /** Keep the page and its changes (also Escape). */
  onStay: () => void;
  /** Go on and drop the changes. */
  onLeave: () => void;
}

// Alert dialog: the first, focused choice is the safe one; Escape stays too.
/**
 * Asks before the user leaves a form with changes that are not saved yet. "Stay on this page" is
 * the default choice, so nothing is lost by accident. The props that matter: `onStay` and
 * `onLeave`.
 */
export function UnsavedChangesDialog({ isOpen, onStay, onLeave }: UnsavedChangesDialogProps) {
  const intl = useIntl();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onStay())} size="md">
      <Dialog
        role="alertdialog"
        title={intl.formatMessage(messages.title)}
        footer={
          <>
            <Button variant="outline" onPress={onLeave}>
              {intl.formatMessage(messages.leave)}
            </Button>
            {/* WAI-ARIA's alert dialog pattern: focus the least destructive choice. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button autoFocus onPress={onStay}>
              {intl.formatMessage(messages.stay)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(messages.text)}</p>
      </Dialog>
    </Modal>
  );
}
