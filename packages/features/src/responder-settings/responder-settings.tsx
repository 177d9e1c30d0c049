import {
  DEFAULT_AUTO_PUBLISH_MIN_RATING,
  useResponderSettings,
  useUpdateResponderSettings,
  type ResponderSettings,
} from '@locperf/api/responder-settings';
import { useOrganization } from '@locperf/api/organization';
import { useProfile } from '@locperf/api/profile';
import { useAiQuota } from '@locperf/api/reviews';
import { AiQuotaNotice } from '@locperf/features/ai-quota';
import { useReportDirty } from '@locperf/features/forms';
import { serverMessages } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { ListBoxItem } from '@locperf/ui/list-box';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';
import { Select } from '@locperf/ui/select';
import { Skeleton } from '@locperf/ui/skeleton';
import { Switch } from '@locperf/ui/switch';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import {
  previewLanguages,
  previewReply,
  placeholderPreviewSigners,
  type PreviewLanguage,
} from './preview-texts';
import * as styles from './responder-settings.css';

const declared = defineMessages({
  enabled: { id: 'responder.enabled', defaultMessage: 'Review responder on' },
  salutation: { id: 'responder.salutation', defaultMessage: 'Salutation' },
  informal: { id: 'responder.salutation.informal', defaultMessage: 'Informal' },
  formal: { id: 'responder.salutation.formal', defaultMessage: 'Formal' },
  salutationHelp: {
    id: 'responder.salutation.help',
    defaultMessage: 'In German and French this chooses du or Sie, tu or vous.',
  },
  answerAs: { id: 'responder.answerAs', defaultMessage: 'Answer as' },
  team: { id: 'responder.answerAs.team', defaultMessage: 'Team' },
  individual: { id: 'responder.answerAs.individual', defaultMessage: 'Individual' },
  autoPublish: { id: 'responder.autoPublish', defaultMessage: 'Publish AI replies automatically' },
  minRating: { id: 'responder.autoPublish.minRating', defaultMessage: 'Auto-publish from' },
  minRatingOption: {
    id: 'responder.autoPublish.minRating.option',
    defaultMessage: '{stars, plural, one {# star and more} other {# stars and more}}',
  },
  minRatingHelp: {
    id: 'responder.autoPublish.minRating.help',
    defaultMessage: 'Replies to reviews with fewer stars always stay drafts for your approval.',
  },
  iconsAllowed: { id: 'responder.iconsAllowed', defaultMessage: 'Emojis allowed' },
  replyToStarsOnly: {
    id: 'responder.replyToStarsOnly',
    defaultMessage: 'Reply to reviews without a comment',
  },
  save: { id: 'responder.save', defaultMessage: 'Save settings' },
  saving: { id: 'responder.saving', defaultMessage: 'Saving…' },
  preview: { id: 'responder.preview.title', defaultMessage: 'Preview' },
  previewLanguage: { id: 'responder.preview.language', defaultMessage: 'Preview language' },
  languageEn: { id: 'responder.preview.language.en', defaultMessage: 'English' },
  languageDe: { id: 'responder.preview.language.de', defaultMessage: 'German' },
  languageFr: { id: 'responder.preview.language.fr', defaultMessage: 'French' },
  sample5: { id: 'responder.preview.sample5', defaultMessage: 'Reply to a 5-star review' },
  sample2: { id: 'responder.preview.sample2', defaultMessage: 'Reply to a 2-star review' },
  outcomePublished: {
    id: 'responder.preview.outcome.published',
    defaultMessage: 'Published automatically',
  },
  outcomeDraft: {
    id: 'responder.preview.outcome.draft',
    defaultMessage: 'Saved as a draft for your approval',
  },
  outcomeOff: {
    id: 'responder.preview.outcome.off',
    defaultMessage: 'The responder is off: no reply is written.',
  },
  form: { id: 'responder.form', defaultMessage: 'Review responder settings' },
  loading: { id: 'responder.loading', defaultMessage: 'Loading settings…' },
  loadFailed: { id: 'responder.loadFailed', defaultMessage: 'The settings could not be loaded.' },
  retry: { id: 'responder.retry', defaultMessage: 'Try again' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

const languageNames: Record<PreviewLanguage, MessageDescriptor> = {
  en: messages.languageEn,
  de: messages.languageDe,
  fr: messages.languageFr,
};

/** Props of {@link ResponderSettingsForm}. */
export interface ResponderSettingsFormProps {
  organizationId: string | null;
  /** Called when the form gets or loses unsaved changes (the app warns before leaving). @default undefined */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where more AI replies are bought; the app gives its shop or upgrade route. @default '/shop' */
  moreQuotaHref?: string;
  /** The user's time zone for the quota's reset date. @default the browser's */
  timeZone?: string;
}

type FormProps = Required<Pick<ResponderSettingsFormProps, 'moreQuotaHref'>> &
  Pick<ResponderSettingsFormProps, 'onDirtyChange' | 'timeZone'> & {
    organizationId: string;
    initial: ResponderSettings;
  };

/** Whether two settings differ in any field the form edits. */
const differs = (a: ResponderSettings, b: ResponderSettings) =>
  (Object.keys(a) as (keyof ResponderSettings)[]).some((key) => !Object.is(a[key], b[key]));

function Form({ organizationId, initial, onDirtyChange, moreQuotaHref, timeZone }: FormProps) {
  const intl = useIntl();
  // Not on useSchemaForm (issue 15 looked): a panel of switches, radios and a star select saved
  // as a whole, where no choice can be invalid, so the hook's field validation, 422 mapping and
  // focus have nothing to do; its values are text and booleans, not the star number; and the
  // save keeps the answer's extra fields (a loose schema). What is saved: the loaded settings,
  // then each save's answer.
  const [saved, setSaved] = useState<ResponderSettings>(() => ({
    ...initial,
    autoPublishMinRating: initial.autoPublishMinRating ?? DEFAULT_AUTO_PUBLISH_MIN_RATING,
  }));
  const [values, setValues] = useState<ResponderSettings>(saved);
  useReportDirty(differs(values, saved), onDirtyChange);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const [language, setLanguage] = useState<PreviewLanguage>(
    (previewLanguages as readonly string[]).includes(intl.locale.slice(0, 2))
      ? (intl.locale.slice(0, 2) as PreviewLanguage)
      : 'en',
  );
  const update = useUpdateResponderSettings();
  const quota = useAiQuota(organizationId);
  // The preview signs like a real draft: the organization as the team, the user as an individual.
  const organization = useOrganization(organizationId);
  const profile = useProfile();
  const placeholder = placeholderPreviewSigners[language];
  const signers = {
    businessName: organization.data?.name || placeholder.businessName,
    signerName:
      `${profile.data?.firstName ?? ''} ${profile.data?.lastName ?? ''}`.trim() ||
      placeholder.signerName,
  };
  const set = (patch: Partial<ResponderSettings>) => {
    setValues((v) => ({ ...v, ...patch }));
    setResult(null);
  };
  const minimum = values.autoPublishMinRating ?? DEFAULT_AUTO_PUBLISH_MIN_RATING;
  const previewTitleId = useId();

  const save = async () => {
    try {
      const answer = await update.trigger({ params: { organizationId }, body: values });
      setValues({ ...values, ...answer });
      setSaved({ ...values, ...answer });
      setResult('saved');
    } catch {
      setResult('failed');
    }
  };

  const outcome = (rating: number) => {
    if (!values.enabled) return messages.outcomeOff;
    return values.autoPublish && rating >= minimum
      ? messages.outcomePublished
      : messages.outcomeDraft;
  };

  return (
    <div className={styles.root}>
      {/* A named form with a real submit button: screen readers list it, Enter submits it. */}
      <form
        className={styles.form}
        aria-label={intl.formatMessage(messages.form)}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save();
        }}
      >
        {/* Issue 18: the quota before it runs out, with what happens at zero and the way to more. */}
        <AiQuotaNotice quota={quota.data} moreHref={moreQuotaHref} timeZone={timeZone} />
        <Switch isSelected={values.enabled} onChange={(enabled) => set({ enabled })}>
          {intl.formatMessage(messages.enabled)}
        </Switch>
        <RadioGroup
          label={intl.formatMessage(messages.salutation)}
          description={intl.formatMessage(messages.salutationHelp)}
          value={values.salutation}
          orientation="horizontal"
          onChange={(v) => set({ salutation: v as ResponderSettings['salutation'] })}
        >
          <Radio value="informal">{intl.formatMessage(messages.informal)}</Radio>
          <Radio value="formal">{intl.formatMessage(messages.formal)}</Radio>
        </RadioGroup>
        <RadioGroup
          label={intl.formatMessage(messages.answerAs)}
          value={values.answerAs}
          orientation="horizontal"
          onChange={(v) => set({ answerAs: v as ResponderSettings['answerAs'] })}
        >
          <Radio value="team">{intl.formatMessage(messages.team)}</Radio>
          <Radio value="individual">{intl.formatMessage(messages.individual)}</Radio>
        </RadioGroup>
        <Switch isSelected={values.autoPublish} onChange={(autoPublish) => set({ autoPublish })}>
          {intl.formatMessage(messages.autoPublish)}
        </Switch>
        <Select
          label={intl.formatMessage(messages.minRating)}
          description={intl.formatMessage(messages.minRatingHelp)}
          value={String(minimum)}
          isDisabled={!values.autoPublish}
          onChange={(key) => set({ autoPublishMinRating: Number(key) })}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <ListBoxItem key={n} id={String(n)}>
              {intl.formatMessage(messages.minRatingOption, { stars: n })}
            </ListBoxItem>
          ))}
        </Select>
        <Switch isSelected={values.iconsAllowed} onChange={(iconsAllowed) => set({ iconsAllowed })}>
          {intl.formatMessage(messages.iconsAllowed)}
        </Switch>
        <Switch
          isSelected={values.replyToStarsOnly}
          onChange={(replyToStarsOnly) => set({ replyToStarsOnly })}
        >
          {intl.formatMessage(messages.replyToStarsOnly)}
        </Switch>
        {result === 'failed' ? (
          <Alert type="error">{intl.formatMessage(serverMessages['settings.save_failed']!)}</Alert>
        ) : null}
        <p role="status" className={styles.help}>
          {result === 'saved' ? intl.formatMessage(serverMessages['settings.saved']!) : null}
        </p>
        <div>
          <Button
            type="submit"
            isPending={update.isMutating}
            pendingLabel={intl.formatMessage(messages.saving)}
          >
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </form>
      <section className={styles.preview} aria-labelledby={previewTitleId}>
        <h2 id={previewTitleId} className={styles.sampleTitle}>
          {intl.formatMessage(messages.preview)}
        </h2>
        <Select
          label={intl.formatMessage(messages.previewLanguage)}
          value={language}
          onChange={(key) => setLanguage(key as PreviewLanguage)}
        >
          {previewLanguages.map((l) => (
            <ListBoxItem key={l} id={l}>
              {intl.formatMessage(languageNames[l])}
            </ListBoxItem>
          ))}
        </Select>
        {([5, 2] as const).map((rating) => (
          <figure
            key={rating}
            className={styles.preview}
            aria-labelledby={`${previewTitleId}-${rating}`}
          >
            <figcaption id={`${previewTitleId}-${rating}`} className={styles.sampleTitle}>
              {intl.formatMessage(rating === 5 ? messages.sample5 : messages.sample2)}
            </figcaption>
            <p className={styles.outcome}>{intl.formatMessage(outcome(rating))}</p>
            {values.enabled ? (
              <p className={styles.sample} lang={language} data-testid={`preview-${rating}`}>
                {previewReply(language, values, rating, signers)}
              </p>
            ) : null}
          </figure>
        ))}
      </section>
    </div>
  );
}

/** A switch, or a label over a row of choices: the form's two kinds of line. */
function ControlSkeleton({ kind }: { kind: 'switch' | 'choices' | 'select' }) {
  if (kind === 'switch') {
    return (
      <div className={styles.skeletonRow}>
        <Skeleton shape="rect" width="2.5rem" height="1.5rem" />
        <Skeleton shape="line" width="14rem" />
      </div>
    );
  }
  return (
    <div>
      <Skeleton shape="line" width="7rem" />
      {kind === 'select' ? (
        <Skeleton shape="rect" height="2.6rem" />
      ) : (
        <Skeleton shape="line" width="12rem" />
      )}
    </div>
  );
}

/**
 * The loading state, shaped like the form and its preview: the AI quota lines, the switches
 * and choices, the save button, then the preview's language and two sample replies (designer
 * review: one grey block stood for a two-column form).
 */
function ResponderSettingsSkeleton({ label }: { label: string }) {
  const controls = [
    'switch',
    'choices',
    'choices',
    'switch',
    'select',
    'switch',
    'switch',
  ] as const;
  return (
    <div role="status" aria-label={label} className={styles.root}>
      <div className={styles.form}>
        <div>
          <Skeleton shape="line" width="95%" />
          <Skeleton shape="line" width="70%" />
        </div>
        {controls.map((kind, i) => (
          <ControlSkeleton key={i} kind={kind} />
        ))}
        <Skeleton shape="rect" width="9rem" height="2.5rem" />
      </div>
      <div className={styles.preview}>
        <Skeleton shape="line" width="6rem" />
        <ControlSkeleton kind="select" />
        {[0, 1].map((i) => (
          <div key={i} className={styles.sample}>
            <Skeleton shape="line" width="40%" />
            <Skeleton shape="line" />
            <Skeleton shape="line" width="80%" />
            <Skeleton shape="line" width="55%" />
          </div>
        ))}
      </div>
    </div>
  );
}

// Spec section 3 (responder settings); issue 7 guard rail: auto-publish only from N stars (default
// 3).
/**
 * Sets up automatic replies to reviews: on or off, formal or informal, answering as the team or as
 * a person, and whether AI replies publish by themselves, with a live preview of the reply to a
 * 5-star and to a 2-star review. For safety, replies publish automatically only from a chosen
 * number of stars up (3 by default); the others wait as drafts for approval. The prop that matters:
 * `organizationId`, whose settings are edited.
 */
export function ResponderSettingsForm({
  organizationId,
  onDirtyChange,
  moreQuotaHref = '/shop',
  timeZone,
}: ResponderSettingsFormProps) {
  const intl = useIntl();
  const settings = useResponderSettings(organizationId);
  // A save clears the cached GETs first (spec section 7): keep the form mounted meanwhile, so
  // it keeps what the user chose and the save result.
  const [initial, setInitial] = useState<ResponderSettings | null>(null);
  if (!initial && settings.data) setInitial(settings.data);
  if (!organizationId || !initial) {
    return settings.status === 'error' ? (
      <Alert type="error" title={intl.formatMessage(messages.loadFailed)}>
        <Button size="sm" variant="outline" onPress={() => void settings.reload()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Alert>
    ) : (
      <ResponderSettingsSkeleton label={intl.formatMessage(messages.loading)} />
    );
  }
  return (
    <Form
      organizationId={organizationId}
      initial={initial}
      onDirtyChange={onDirtyChange}
      moreQuotaHref={moreQuotaHref}
      timeZone={timeZone}
    />
  );
}
