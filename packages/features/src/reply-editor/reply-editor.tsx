import { HttpError } from '@locperf/api/client';
import {
  useAiQuota,
  useDeleteReviewReply,
  useEditReviewReply,
  useGenerateReviewDraft,
  usePublishReviewReply,
  useSaveReviewDraft,
  type Review,
} from '@locperf/api/reviews';
import { serverMessages } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { formatDateTime } from '@locperf/ui/format';
import { TextArea } from '@locperf/ui/text-area';
import { toastAvoidAttribute } from '@locperf/ui/toast';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { GOOGLE_REPLY_BYTE_LIMIT, isTooLongForGoogle, utf8ByteLength } from './byte-limit';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draft-storage';
import * as styles from './reply-editor.css';

const declared = defineMessages({
  label: { id: 'replyEditor.text.label', defaultMessage: 'Your reply' },
  // Google counts bytes; owners think in characters. A plain letter is one byte, so the room
  // left is said as characters ("about", since ä or an emoji takes two to four).
  length: {
    id: 'replyEditor.text.length',
    defaultMessage:
      '{count, plural, one {# character} other {# characters}}, room for about {left, number} more',
  },
  tooLong: { id: 'replyEditor.text.tooLong', defaultMessage: 'This text is too long.' },
  generate: { id: 'replyEditor.action.generate', defaultMessage: 'Generate with AI' },
  generating: { id: 'replyEditor.action.generating', defaultMessage: 'Generating…' },
  saveDraft: { id: 'replyEditor.action.saveDraft', defaultMessage: 'Save draft' },
  publish: { id: 'replyEditor.action.publish', defaultMessage: 'Publish' },
  update: { id: 'replyEditor.action.update', defaultMessage: 'Update reply' },
  delete: { id: 'replyEditor.action.delete', defaultMessage: 'Delete reply' },
  confirmDeleteText: {
    id: 'replyEditor.confirmDelete.text',
    defaultMessage:
      'Delete your public reply on Google? Everyone stops seeing it at once. Your text stays here.',
  },
  confirmDelete: { id: 'replyEditor.confirmDelete.confirm', defaultMessage: 'Delete on Google' },
  keepReply: { id: 'replyEditor.confirmDelete.keep', defaultMessage: 'Keep reply' },
  pending: { id: 'replyEditor.action.pending', defaultMessage: 'Sending…' },
  restored: {
    id: 'replyEditor.restored',
    defaultMessage: 'Your unsent text from {date} was restored.',
  },
  discard: { id: 'replyEditor.restored.discard', defaultMessage: 'Discard it' },
  draftSaved: { id: 'replyEditor.status.draftSaved', defaultMessage: 'Draft saved.' },
  published: { id: 'replyEditor.status.published', defaultMessage: 'Reply published on Google.' },
  updated: { id: 'replyEditor.status.updated', defaultMessage: 'Reply updated on Google.' },
  deleted: { id: 'replyEditor.status.deleted', defaultMessage: 'Reply deleted on Google.' },
  generated: {
    id: 'replyEditor.status.generated',
    defaultMessage: 'AI draft ready: check it, then publish.',
  },
  sendFailed: {
    id: 'replyEditor.error.sendFailed',
    defaultMessage: 'Your reply could not be sent. Your text is kept on this device; try again.',
  },
  quotaLeft: {
    id: 'replyEditor.quota.left',
    defaultMessage: '{left, plural, one {# AI reply left} other {# AI replies left}} this period.',
  },
  publishedOn: { id: 'replyEditor.publishedOn', defaultMessage: 'Published on {date}.' },
  draftState: { id: 'replyEditor.draftState', defaultMessage: 'Draft, not published yet.' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Toasts keep clear of the actions row when it is the bar at the bottom of a phone's screen. */
const avoidToasts = { [toastAvoidAttribute]: '' };

/** Props of {@link ReplyEditor}. */
export interface ReplyEditorProps {
  organizationId: string;
  /** The review to answer. */
  review: Review;
  /** Called with the review after every change the server accepted. @default undefined */
  onChange?: (review: Review) => void;
  /**
   * Called after the reply was published, e.g. to close the dialog the editor sits in.
   * @default undefined
   */
  onPublished?: (review: Review) => void;
  /** The user's time zone for dates. @default the browser's */
  timeZone?: string;
}

/** Where focus goes once an action settles (issue 19: never dropped onto the page). */
type FocusTarget = 'text' | 'keep' | 'delete' | 'saveDraft' | 'update' | 'generate';

type Status = keyof Pick<
  typeof messages,
  'draftSaved' | 'published' | 'updated' | 'deleted' | 'generated'
>;

/**
 * Writes, publishes, edits and deletes the reply to a review (spec section 4: a reply is a
 * draft, then published). Text over Google's 4,096 bytes is refused before sending; what is
 * typed is autosaved on the device until the server holds it.
 */
export function ReplyEditor({
  organizationId,
  review,
  onChange,
  onPublished,
  timeZone,
}: ReplyEditorProps) {
  const intl = useIntl();
  const baseId = useId();
  const idOf = (target: FocusTarget) => `${baseId}-${target}`;
  // A pressed button is disabled while its request runs, which drops focus onto the page; each
  // action names the element that gets focus back once the new state has rendered.
  // Every action also changes state (status, busy, confirmation), so the effect after that render
  // finds the target in the DOM.
  const focusAfterRender = useRef<FocusTarget | null>(null);
  const setFocusTarget = (target: FocusTarget) => {
    focusAfterRender.current = target;
  };
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(`${baseId}-${focusAfterRender.current}`)?.focus();
    focusAfterRender.current = null;
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [current, setCurrent] = useState(review);
  const serverText = current.draft?.text ?? current.reply?.text ?? '';
  const [stored] = useState(() => readStoredDraft(review.id));
  const [restoredAt, setRestoredAt] = useState(
    stored && stored.text !== serverText ? stored.savedAt : null,
  );
  const [text, setText] = useState(stored?.text ?? serverText);
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<'quota' | 'delete' | 'send' | null>(null);

  const quota = useAiQuota(organizationId);
  const generate = useGenerateReviewDraft();
  const saveDraft = useSaveReviewDraft();
  const publish = usePublishReviewReply();
  const edit = useEditReviewReply();
  const remove = useDeleteReviewReply();
  const busy =
    generate.isMutating ||
    saveDraft.isMutating ||
    publish.isMutating ||
    edit.isMutating ||
    remove.isMutating;

  const bytes = utf8ByteLength(text);
  const tooLong = isTooLongForGoogle(text);
  const quotaUsedUp = quota.data ? quota.data.used >= quota.data.limit : false;
  const params = { organizationId, reviewId: review.id };

  const changeText = (value: string) => {
    setText(value);
    setStatus(null);
    if (value === serverText) clearStoredDraft(review.id);
    else writeStoredDraft(review.id, value);
  };

  const accepted = (next: Review, done: Status, keepText?: string) => {
    setCurrent(next);
    setStatus(done);
    setError(null);
    setRestoredAt(null);
    clearStoredDraft(review.id);
    if (keepText !== undefined) setText(keepText);
    onChange?.(next);
  };

  /** Sends text to the server, unless Google would refuse it anyway. */
  const send = async (action: () => Promise<Review>, done: Status, focusAfter: FocusTarget) => {
    // Refused before sending: Google would refuse it anyway (issue 7).
    if (tooLong) return;
    try {
      const next = await action();
      accepted(next, done);
      if (done === 'published' && onPublished) onPublished(next);
      else setFocusTarget(focusAfter);
    } catch {
      // The text stays in the editor and on the device; the client already reported the error.
      setError('send');
      setFocusTarget('text');
    }
  };

  const onGenerate = async () => {
    try {
      const next = await generate.trigger({ params });
      accepted(next, 'generated', next.draft?.text ?? text);
    } catch (caught) {
      if (caught instanceof HttpError && caught.status === 403) setError('quota');
      else setError('send');
    } finally {
      setFocusTarget('text');
      void quota.reload();
    }
  };

  const onDelete = async () => {
    try {
      const next = await remove.trigger({ params });
      setConfirmingDelete(false);
      accepted(next, 'deleted', text);
      // The text stays in the editor to publish again; keep it on the device too.
      writeStoredDraft(review.id, text);
      setFocusTarget('text');
    } catch {
      setConfirmingDelete(false);
      setError('delete');
      setFocusTarget('delete');
    }
  };

  const date = (value: string) => formatDateTime(value, intl.locale, timeZone);
  const empty = text.trim() === '';

  return (
    <div className={styles.root}>
      {review.comment ? (
        <p className={styles.review} lang={review.language}>
          {review.comment}
        </p>
      ) : null}
      <p className={styles.status}>
        {current.reply
          ? intl.formatMessage(messages.publishedOn, { date: date(current.reply.answeredAt) })
          : current.draft
            ? intl.formatMessage(messages.draftState)
            : null}
      </p>
      {restoredAt ? (
        <Alert type="info">
          <p className={styles.alertText}>
            {intl.formatMessage(messages.restored, { date: date(restoredAt) })}
          </p>
          <Button
            size="sm"
            variant="outline"
            onPress={() => {
              clearStoredDraft(review.id);
              setText(serverText);
              setRestoredAt(null);
            }}
          >
            {intl.formatMessage(messages.discard)}
          </Button>
        </Alert>
      ) : null}
      <TextArea
        label={intl.formatMessage(messages.label)}
        value={text}
        onChange={changeText}
        rows={8}
        // The editor opens on the user's explicit request (R or Reply) to type a reply at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        id={idOf('text')}
        isInvalid={tooLong}
        errorMessage={intl.formatMessage(messages.tooLong)}
        description={intl.formatMessage(messages.length, {
          count: [...text].length,
          left: Math.max(0, GOOGLE_REPLY_BYTE_LIMIT - bytes),
        })}
      />
      {error === 'quota' || quotaUsedUp ? (
        <Alert type="warning">
          {intl.formatMessage(serverMessages['review.ai.quota_exceeded_manual']!)}
        </Alert>
      ) : null}
      {error === 'delete' ? (
        <Alert type="error">
          {intl.formatMessage(serverMessages['google.reply.delete_failed']!)}
        </Alert>
      ) : null}
      {error === 'send' ? (
        <Alert type="error">{intl.formatMessage(messages.sendFailed)}</Alert>
      ) : null}
      <p className={styles.status} role="status">
        {status ? intl.formatMessage(messages[status]) : null}
      </p>
      {quota.data && !quotaUsedUp ? (
        <p className={styles.status}>
          {intl.formatMessage(messages.quotaLeft, { left: quota.data.limit - quota.data.used })}
        </p>
      ) : null}
      {confirmingDelete ? (
        <div className={styles.confirm} role="group" aria-labelledby={idOf('delete') + '-question'}>
          <p id={idOf('delete') + '-question'} className={styles.confirmText}>
            {intl.formatMessage(messages.confirmDeleteText)}
          </p>
          <div className={styles.actions} {...avoidToasts}>
            <Button
              id={idOf('keep')}
              variant="outline"
              onPress={() => {
                setConfirmingDelete(false);
                setFocusTarget('delete');
              }}
              isDisabled={busy}
            >
              {intl.formatMessage(messages.keepReply)}
            </Button>
            <Button
              variant="danger"
              onPress={() => void onDelete()}
              isDisabled={busy}
              isPending={remove.isMutating}
              pendingLabel={intl.formatMessage(messages.pending)}
            >
              {intl.formatMessage(messages.confirmDelete)}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions} {...avoidToasts}>
          <Button
            id={idOf('generate')}
            variant="secondary"
            onPress={() => void onGenerate()}
            isDisabled={quotaUsedUp || busy}
            isPending={generate.isMutating}
            pendingLabel={intl.formatMessage(messages.generating)}
          >
            {intl.formatMessage(messages.generate)}
          </Button>
          <span className={styles.spacer} />
          {current.reply ? (
            <>
              <Button
                id={idOf('delete')}
                variant="danger"
                onPress={() => {
                  setConfirmingDelete(true);
                  // The safe choice gets focus, so a second Enter does not delete.
                  setFocusTarget('keep');
                }}
                isDisabled={busy}
              >
                {intl.formatMessage(messages.delete)}
              </Button>
              <Button
                id={idOf('update')}
                onPress={() =>
                  void send(() => edit.trigger({ params, body: { text } }), 'updated', 'update')
                }
                isDisabled={busy || empty}
              >
                {intl.formatMessage(messages.update)}
              </Button>
            </>
          ) : (
            <>
              <Button
                id={idOf('saveDraft')}
                variant="outline"
                onPress={() =>
                  void send(
                    () => saveDraft.trigger({ params, body: { text } }),
                    'draftSaved',
                    'saveDraft',
                  )
                }
                isDisabled={busy || empty}
              >
                {intl.formatMessage(messages.saveDraft)}
              </Button>
              <Button
                onPress={() =>
                  void send(() => publish.trigger({ params, body: { text } }), 'published', 'text')
                }
                isDisabled={busy || empty}
              >
                {intl.formatMessage(messages.publish)}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
