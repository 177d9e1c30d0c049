import type { Review } from '@locperf/api/reviews';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { useEffect } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ReplyEditor } from './reply-editor';

const declared = defineMessages({
  title: { id: 'replyEditor.dialog.title', defaultMessage: 'Reply to {author}' },
  close: { id: 'replyEditor.dialog.close', defaultMessage: 'Close' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Props of {@link ReplyEditorDialog}. */
export interface ReplyEditorDialogProps {
  organizationId: string | null;
  /** The review being answered; null closes the dialog. */
  review: Review | null;
  /** Escape, the close button or a click outside (issue 7: Escape closes the editor). */
  onClose: () => void;
  /** The user's time zone for dates. @default the browser's */
  timeZone?: string;
}

/** The reply editor in a modal dialog; focus returns to the review on close. */
export function ReplyEditorDialog({
  organizationId,
  review,
  onClose,
  timeZone,
}: ReplyEditorDialogProps) {
  const intl = useIntl();
  const isOpen = review !== null && organizationId !== null;
  // Escape closes the editor even when focus fell out of the dialog (a pressed button that
  // unmounts, e.g. "Delete reply", leaves focus on the body, where the modal never hears it).
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && event.target === document.body) {
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
    >
      <Dialog
        title={intl.formatMessage(messages.title, { author: review?.authorName ?? '' })}
        closeLabel={intl.formatMessage(messages.close)}
      >
        {review && organizationId ? (
          <ReplyEditor
            key={review.id}
            organizationId={organizationId}
            review={review}
            // Issue 19: the window closes once published; the modal hands focus back to the
            // review it was opened from.
            onPublished={onClose}
            timeZone={timeZone}
          />
        ) : null}
      </Dialog>
    </Modal>
  );
}
