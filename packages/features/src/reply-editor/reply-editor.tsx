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
import { AiQuotaNotice } from '@locperf/features/ai-quota';
import { serverMessages } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { formatDateTime } from '@locperf/ui/format';
import { useMediaQuery } from '@locperf/ui/media-query';
import { TextArea } from '@locperf/ui/text-area';
import { useEffect, useState } from 'react';
import { useIntl } from '@locperf/features/intl';
import { GOOGLE_REPLY_BYTE_LIMIT, isTooLongForGoogle, utf8ByteLength } from './byte-limit';
import { avoidToasts, DeleteConfirmation } from './delete-confirmation';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draft-storage';
import { insertText } from './insert-text';
import { messages } from './messages';
import { RestoredDraftNotice } from './restored-draft-notice';
import { ReviewExcerpt } from './review-excerpt';
import * as styles from './reply-editor.css';
import { TemplatePicker } from './template-picker';
import { useSettledFocus } from './use-settled-focus';

/** Props of {@link ReplyEditor}. */
export interface ReplyEditorProps {
  organizationId: string;
  /** The review to answer. */
  review: Review;
  /** Called with the review after every change the server accepted. @default undefined */
  onChange?: (review: Review) => void;
  /**
   * Called after the reply was published or updated on Google, e.g. to close the dialog the
   * editor sits in.
   * @default undefined
   */
  onPublished?: (review: Review) => void;
  /** The user's time zone for dates. @default the browser's */
  timeZone?: string;
  // Issue 18: never a dead end at zero; the app gives its shop or upgrade route.
  /** Where more AI replies are bought. @default '/shop' */
  moreQuotaHref?: string;
  /** Where reply templates are managed, offered in the template menu. @default undefined */
  templatesHref?: string;
}

/** Where focus goes once an action settles (issue 19: never dropped onto the page). */
type FocusTarget = 'text' | 'keep' | 'delete' | 'saveDraft' | 'update' | 'generate';

type Status = keyof Pick<
  typeof messages,
  | 'draftSaved'
  | 'published'
  | 'updated'
  | 'deleted'
  | 'generated'
  | 'insertUndone'
  | 'generatedUndone'
>;

// Spec section 4: a reply is a draft, then published. Text over Google's 4,096 bytes is refused
// before sending; what is typed is autosaved on the device until the server holds it.
/**
 * Where the owner writes the answer to one review: write it or let AI draft it, insert a template,
 * save a draft, publish it on Google, and later update or delete it. A reply too long for Google is
 * stopped before sending, and typing is kept on the device until it is saved. For many reviews at
 * once, use the inbox's bulk actions. The props that matter: `review`, and `onPublished`.
 */
export function ReplyEditor({
  organizationId,
  review,
  onChange,
  onPublished,
  timeZone,
  moreQuotaHref = '/shop',
  templatesHref,
}: ReplyEditorProps) {
  const intl = useIntl();
  const touch = useMediaQuery('(pointer: coarse)', false);
  const { idOf, focusAfterRender: setFocusTarget } = useSettledFocus<FocusTarget>();
  // Opened on a reply or a draft, the caret goes to its end, where an owner adds to it: at the
  // start, what they typed went before the greeting (partner trial 7).
  useEffect(() => {
    const box = document.getElementById(idOf('text'));
    if (box instanceof HTMLTextAreaElement && document.activeElement === box) {
      box.setSelectionRange(box.value.length, box.value.length);
    }
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
  // The text before the last template or AI draft went in, until the next change (issue 18:
  // undoable; the owner trial lost a typed reply to "Generate with AI").
  const [undo, setUndo] = useState<
    { kind: 'template'; text: string; name: string } | { kind: 'generated'; text: string } | null
  >(null);

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
    setUndo(null);
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
    // Refused before sending: Google would refuse it anyway (issue 7). The press is answered:
    // focus goes to the text, whose message says the limit and by how much it is over.
    if (tooLong) {
      document.getElementById(idOf('text'))?.focus();
      return;
    }
    try {
      const next = await action();
      accepted(next, done);
      // An update is published too: the dialog closes as after the first publish (owner
      // trial: it stayed open, its toast over the buttons on a phone).
      if ((done === 'published' || done === 'updated') && onPublished) onPublished(next);
      else setFocusTarget(focusAfter);
    } catch {
      // The text stays in the editor and on the device; the client already reported the error.
      setError('send');
      setFocusTarget('text');
    }
  };

  const onGenerate = async () => {
    try {
      const before = text;
      const next = await generate.trigger({ params });
      const generated = next.draft?.text ?? text;
      accepted(next, 'generated', generated);
      // What the owner had written is one press away, not gone.
      setUndo(before.trim() && before !== generated ? { kind: 'generated', text: before } : null);
    } catch (caught) {
      if (caught instanceof HttpError && caught.status === 403) setError('quota');
      else setError('send');
    } finally {
      setFocusTarget('text');
      void quota.reload();
    }
  };

  /** Puts a filled template at the cursor, or in place of an empty text. */
  const onInsertTemplate = (filled: string, name: string) => {
    const box = document.getElementById(idOf('text'));
    const area = box instanceof HTMLTextAreaElement ? box : null;
    const next = insertText(text, filled, area?.selectionStart, area?.selectionEnd);
    changeText(next.text);
    setUndo({ kind: 'template', text, name });
    // The cursor stands right after the template (issue 18).
    setFocusTarget('text', next.cursor);
  };

  const onUndoInsert = () => {
    if (!undo) return;
    changeText(undo.text);
    setStatus(undo.kind === 'template' ? 'insertUndone' : 'generatedUndone');
    setFocusTarget('text');
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
  // Issue 18: whether an AI action costs quota is said before it is pressed. Any text in the
  // editor is replaced by the new draft. "Regenerate" only when that text is the AI's own draft:
  // after a template or the owner's own words it is a first AI draft that replaces their text
  // (the German owner trial read "Mit KI neu erstellen" with no AI draft in sight).
  const replacing = text.trim() !== '';
  const regenerating =
    replacing && current.draft?.generated === true && text === current.draft.text;
  const left = quota.data ? Math.max(0, quota.data.limit - quota.data.used) : 0;
  let costMessage = messages.generateCost;
  if (replacing) costMessage = regenerating ? messages.regenerateCost : messages.replaceCost;
  const costText = quota.data && !quotaUsedUp ? intl.formatMessage(costMessage, { left }) : null;
  const empty = text.trim() === '';
  // Said once the owner cleared the text or typed only spaces, not on a fresh empty editor.
  const emptyHint =
    empty && (current.reply || text !== '')
      ? intl.formatMessage(current.reply ? messages.emptyPublished : messages.empty)
      : null;

  return (
    <div className={styles.root}>
      <ReviewExcerpt review={review} />
      <p className={styles.status}>
        {current.reply
          ? intl.formatMessage(messages.publishedOn, { date: date(current.reply.answeredAt) })
          : current.draft
            ? intl.formatMessage(messages.draftState)
            : null}
      </p>
      {restoredAt ? (
        <RestoredDraftNotice
          savedAt={date(restoredAt)}
          onDiscard={() => {
            clearStoredDraft(review.id);
            setText(serverText);
            setRestoredAt(null);
          }}
        />
      ) : null}
      <TextArea
        label={intl.formatMessage(messages.label)}
        value={text}
        onChange={changeText}
        rows={8}
        // The editor opens on the user's explicit request (R or Reply) to type a reply at once.
        // Not on a touch screen: the on-screen keyboard would rise over "Generate with AI" and the
        // review before the owner chose how to answer (owner trial 8); the dialog has focus then.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={!touch}
        id={idOf('text')}
        isInvalid={tooLong}
        errorMessage={intl.formatMessage(messages.tooLong, {
          limit: GOOGLE_REPLY_BYTE_LIMIT,
          over: bytes - GOOGLE_REPLY_BYTE_LIMIT,
        })}
        description={
          tooLong
            ? intl.formatMessage(messages.count, { count: [...text].length })
            : intl.formatMessage(messages.length, {
                count: [...text].length,
                left: GOOGLE_REPLY_BYTE_LIMIT - bytes,
              })
        }
      />
      {error === 'quota' && !quotaUsedUp ? (
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
      <div className={styles.statusRow}>
        <p className={styles.status} role="status">
          {undo?.kind === 'template'
            ? intl.formatMessage(messages.templateInserted, { name: undo.name })
            : status
              ? intl.formatMessage(messages[status])
              : null}
        </p>
        {undo ? (
          <Button size="sm" variant="outline" onPress={onUndoInsert}>
            {intl.formatMessage(
              undo.kind === 'template' ? messages.undoInsert : messages.restoreText,
            )}
          </Button>
        ) : null}
      </div>
      <AiQuotaNotice quota={quota.data} moreHref={moreQuotaHref} timeZone={timeZone} />
      {costText ? (
        <p id={idOf('generate') + '-cost'} className={styles.status}>
          {costText}
        </p>
      ) : null}
      {emptyHint && !confirmingDelete ? <p className={styles.status}>{emptyHint}</p> : null}
      {confirmingDelete ? (
        <DeleteConfirmation
          questionId={idOf('delete') + '-question'}
          keepId={idOf('keep')}
          busy={busy}
          isDeleting={remove.isMutating}
          onKeep={() => {
            setConfirmingDelete(false);
            setFocusTarget('delete');
          }}
          onDelete={() => void onDelete()}
        />
      ) : (
        <div className={styles.actions} {...avoidToasts}>
          <span className={styles.aside}>
            <Button
              id={idOf('generate')}
              variant="secondary"
              onPress={() => void onGenerate()}
              isDisabled={quotaUsedUp || busy}
              isPending={generate.isMutating}
              pendingLabel={intl.formatMessage(messages.generating)}
              aria-describedby={costText ? idOf('generate') + '-cost' : undefined}
            >
              {intl.formatMessage(regenerating ? messages.regenerate : messages.generate)}
            </Button>
            <TemplatePicker
              organizationId={organizationId}
              review={review}
              onInsert={onInsertTemplate}
              manageHref={templatesHref}
              isDisabled={busy}
            />
          </span>
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
