import type { Review } from '@locperf/api/reviews';
import { Dialog } from '@locperf/ui/dialog';
import { useMediaQuery } from '@locperf/ui/media-query';
import { Modal } from '@locperf/ui/modal';
import { Sheet } from '@locperf/ui/sheet';
import { mediaUp } from '@locperf/ui/tokens';
import { useEffect } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
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
  /** Where more AI replies are bought (never a dead end at zero, issue 18). @default '/shop' */
  moreQuotaHref?: string;
  /** Where reply templates are managed. @default undefined */
  templatesHref?: string;
}

/**
 * The reply editor in a modal dialog; on phones (below the medium breakpoint) a full-screen sheet
 * that keeps Publish above the on-screen keyboard (issue "Phone-first"). Focus returns to the
 * review on close.
 */
export function ReplyEditorDialog({
  organizationId,
  review,
  onClose,
  timeZone,
  moreQuotaHref,
  templatesHref,
}: ReplyEditorDialogProps) {
  const intl = useIntl();
  const isOpen = review !== null && organizationId !== null;
  const wide = useMediaQuery(mediaUp('md'), true);
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
  const title = intl.formatMessage(messages.title, { author: review?.authorName ?? '' });
  const closeLabel = intl.formatMessage(messages.close);
  const editor =
    review && organizationId ? (
      <ReplyEditor
        key={review.id}
        organizationId={organizationId}
        review={review}
        // Issue 19: the window closes once published; the modal hands focus back to the
        // review it was opened from.
        onPublished={onClose}
        timeZone={timeZone}
        moreQuotaHref={moreQuotaHref}
        templatesHref={templatesHref}
      />
    ) : null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (!wide) {
    return (
      <Sheet
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        placement="full"
        title={title}
        closeLabel={closeLabel}
      >
        {editor}
      </Sheet>
    );
  }
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={title} closeLabel={closeLabel}>
        {editor}
      </Dialog>
    </Modal>
  );
}
