import {
  useCreateReplyTemplate,
  useDeleteReplyTemplate,
  useReplyTemplates,
  useUpdateReplyTemplate,
  type ReplyTemplate,
} from '@locperf/api/reply-templates';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { EmptyState } from '@locperf/ui/empty-state';
import { Skeleton } from '@locperf/ui/skeleton';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '@locperf/features/intl';
import { languageMessages, messages } from './messages';
import * as styles from './reply-templates.css';
import { ReplyTemplateForm } from './template-form';

/** Props of {@link ReplyTemplates}. */
export interface ReplyTemplatesProps {
  /** The organization whose templates are managed; null while the session loads. */
  organizationId: string | null;
  /** Level of the section heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

type Editing = ReplyTemplate | 'new' | null;

// Issue 18 (reply templates). The form opens in place of the list entry (no dialog to lose on a
// phone).
/**
 * The owner's saved reply texts, to reuse when answering reviews: list, create, edit and delete,
 * each in its own language. Deleting asks first; when saving or deleting fails, nothing is lost and
 * the reason is shown. With no templates yet it invites the owner to write the first one.
 */
export function ReplyTemplates({ organizationId, headingLevel = 2 }: ReplyTemplatesProps) {
  const intl = useIntl();
  const templates = useReplyTemplates(organizationId);
  const create = useCreateReplyTemplate();
  const update = useUpdateReplyTemplate();
  const remove = useDeleteReplyTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // Focus goes back to the button that opened the form or the question, never to the page.
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || deleting !== null || !returnFocusTo.current) return;
    document.getElementById(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  });
  const buttonId = (kind: 'edit' | 'delete' | 'add', id = '') => `${headingId}-${kind}-${id}`;

  const organization = organizationId ?? '';
  const closeForm = () => setEditing(null);

  let body;
  if (templates.status === 'error') {
    body = (
      <Alert type="error" title={intl.formatMessage(messages.loadFailed)}>
        <Button size="sm" variant="outline" onPress={() => void templates.reload()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Alert>
    );
  } else if (!templates.data) {
    body = (
      <div role="status" aria-label={intl.formatMessage(messages.loading)}>
        <Skeleton shape="rect" height="8rem" />
      </div>
    );
  } else if (templates.data.length === 0 && editing !== 'new') {
    body = (
      <EmptyState
        level={(headingLevel + 1) as 3 | 4}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {templates.data.map((template) => (
          <li key={template.id} className={styles.item}>
            {editing !== null && editing !== 'new' && editing.id === template.id ? (
              <ReplyTemplateForm
                aria-label={intl.formatMessage(messages.editTitle)}
                initialValues={{
                  name: template.name,
                  language: template.language,
                  text: template.text,
                }}
                onCancel={() => {
                  returnFocusTo.current = buttonId('edit', template.id);
                  closeForm();
                }}
                onSubmit={async (input) => {
                  const saved = await update.trigger({
                    params: { organizationId: organization, templateId: template.id },
                    body: input,
                  });
                  returnFocusTo.current = buttonId('edit', template.id);
                  setStatus(intl.formatMessage(messages.saved, { name: saved.name }));
                  closeForm();
                }}
              />
            ) : (
              <TemplateEntry
                template={template}
                editId={buttonId('edit', template.id)}
                deleteId={buttonId('delete', template.id)}
                confirming={deleting?.id === template.id}
                deleteFailed={deleting?.id === template.id && deleteFailed}
                isDeleting={remove.isMutating}
                onEdit={() => {
                  setStatus(null);
                  setEditing(template);
                }}
                onDelete={() => {
                  setStatus(null);
                  setDeleteFailed(false);
                  setDeleting(template);
                }}
                onKeep={() => {
                  returnFocusTo.current = buttonId('delete', template.id);
                  setDeleting(null);
                }}
                onConfirm={() => {
                  remove
                    .trigger({ params: { organizationId: organization, templateId: template.id } })
                    .then(
                      () => {
                        returnFocusTo.current = buttonId('add');
                        setStatus(intl.formatMessage(messages.deleted, { name: template.name }));
                        setDeleting(null);
                      },
                      () => setDeleteFailed(true),
                    );
                }}
              />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.title)}
      </Heading>
      <p className={styles.muted}>{intl.formatMessage(messages.intro)}</p>
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {editing === 'new' ? (
        <div className={styles.item}>
          <ReplyTemplateForm
            aria-label={intl.formatMessage(messages.add)}
            onCancel={() => {
              returnFocusTo.current = buttonId('add');
              closeForm();
            }}
            onSubmit={async (input) => {
              const saved = await create.trigger({
                params: { organizationId: organization },
                body: input,
              });
              returnFocusTo.current = buttonId('add');
              setStatus(intl.formatMessage(messages.saved, { name: saved.name }));
              closeForm();
            }}
          />
        </div>
      ) : (
        <div>
          <Button
            id={buttonId('add')}
            isDisabled={!organizationId || templates.status === 'error'}
            onPress={() => {
              setStatus(null);
              setEditing('new');
            }}
          >
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      )}
      {body}
    </section>
  );
}

interface TemplateEntryProps {
  template: ReplyTemplate;
  editId: string;
  deleteId: string;
  confirming: boolean;
  deleteFailed: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}

/** One template: its name, language and text, with Edit and Delete (asked first). */
function TemplateEntry({
  template,
  editId,
  deleteId,
  confirming,
  deleteFailed,
  isDeleting,
  onEdit,
  onDelete,
  onKeep,
  onConfirm,
}: TemplateEntryProps) {
  const intl = useIntl();
  const questionId = `${deleteId}-question`;
  const language = languageMessages[template.language];
  return (
    <>
      <p className={styles.itemTitle}>
        {language
          ? intl.formatMessage(messages.nameWithLanguage, {
              name: template.name,
              language: intl.formatMessage(language),
            })
          : template.name}
      </p>
      <p className={styles.text} lang={template.language}>
        {template.text}
      </p>
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className={styles.form}>
          <p id={questionId} className={styles.text}>
            {intl.formatMessage(messages.deleteQuestion, { name: template.name })}
          </p>
          {deleteFailed ? (
            <Alert type="error">{intl.formatMessage(messages.deleteFailed)}</Alert>
          ) : null}
          {/* Escape on either button keeps the template, as it closes the other questions (owner
          trial 7); the buttons take the keys, this row only hears them bubble. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div
            className={styles.row}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !isDeleting) {
                event.stopPropagation();
                onKeep();
              }
            }}
          >
            <Button
              variant="outline"
              size="sm"
              onPress={onKeep}
              // The safe choice first and focused, so a second Enter does not delete.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              {intl.formatMessage(messages.keep)}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onPress={onConfirm}
              isPending={isDeleting}
              pendingLabel={intl.formatMessage(messages.deleting)}
            >
              {intl.formatMessage(messages.deleteConfirm)}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          {/* A short verb on the button, the template's name in its accessible name. */}
          <Button
            id={editId}
            variant="outline"
            size="sm"
            aria-label={intl.formatMessage(messages.edit, { name: template.name })}
            onPress={onEdit}
          >
            {intl.formatMessage(messages.editAction)}
          </Button>
          <Button
            id={deleteId}
            variant="danger"
            size="sm"
            aria-label={intl.formatMessage(messages.delete, { name: template.name })}
            onPress={onDelete}
          >
            {intl.formatMessage(messages.deleteAction)}
          </Button>
        </div>
      )}
    </>
  );
}
