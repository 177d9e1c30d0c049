import type { UserLanguage } from '@locperf/api/auth';
import {
  listTimeZones,
  profileLocaleFormSchema,
  useProfile,
  useUpdateProfile,
  type ProfileLocaleForm as Values,
} from '@locperf/api/profile';
import {
  FormErrorAlert,
  type FormMessage,
  formStyles,
  FormSubmit,
  LanguageRadios,
  submitErrorMessage,
  useFormMessage,
  useReportDirty,
  useSchemaForm,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { ComboBox } from '@locperf/ui/combo-box';
import { Form } from '@locperf/ui/form';
import { ListBoxItem } from '@locperf/ui/list-box';
import { useMemo, useState } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { LoadingOrError } from './loading';
import { matchesTimeZone } from './time-zones';

const messages = defineMessages({
  language: { id: 'profile.locale.language', defaultMessage: 'Language' },
  languageHint: {
    id: 'profile.locale.language.apply.hint',
    defaultMessage: 'Applies to the whole app and is saved to your profile.',
  },
  languageForm: { id: 'profile.locale.language.form', defaultMessage: 'Language' },
  applyLanguage: { id: 'profile.locale.language.apply', defaultMessage: 'Apply language' },
  applyingLanguage: { id: 'profile.locale.language.applying', defaultMessage: 'Applying…' },
  timezone: { id: 'profile.locale.timezone', defaultMessage: 'Time zone' },
  timezoneHint: {
    id: 'profile.locale.timezone.hint',
    defaultMessage: 'Type to search, for example “Berlin”.',
  },
  submit: { id: 'profile.locale.submit', defaultMessage: 'Save time zone' },
  pending: { id: 'profile.locale.submit.pending', defaultMessage: 'Saving…' },
  form: { id: 'profile.locale.form', defaultMessage: 'Time zone' },
});

/** Props of {@link ProfileLocaleForm}. */
export interface ProfileLocaleFormProps {
  /** The UI's current locale. */
  locale: UserLanguage;
  /**
   * Switches the app's locale at once (the app sets the locale cookie, spec section 9); the
   * widget also saves the choice to the profile.
   */
  onLocaleChange: (locale: UserLanguage) => void | Promise<void>;
  /** Called when the form gets or loses unsaved changes (the app warns before leaving). @default undefined */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The language and time zone fields once the profile is loaded. */
export function ProfileLocaleFields({
  locale,
  onLocaleChange,
  onDirtyChange,
  initialValues,
}: ProfileLocaleFormProps & { initialValues: Values }) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useUpdateProfile();
  const zones = useMemo(() => listTimeZones().map((id) => ({ id })), []);
  const [languageError, setLanguageError] = useState<FormMessage | null>(null);
  // The language chosen but not applied yet (null: the UI's own). Choosing only marks it: the
  // arrow keys of a radio group choose as they move, and applying at each step switched the
  // whole UI and saved it twice on the way from English to Français (WCAG 3.2.2, owner trial 7).
  const [chosenLanguage, setChosenLanguage] = useState<UserLanguage | null>(null);
  const [applyingLanguage, setApplyingLanguage] = useState(false);
  const pendingLanguage = chosenLanguage !== null && chosenLanguage !== locale;
  const [savedZone, setSavedZone] = useState(initialValues.timezone);
  const form = useSchemaForm<Values>({
    schema: profileLocaleFormSchema,
    initialValues,
    onSubmit: async ({ timezone }) => {
      await trigger({ body: { timezone } });
      setSavedZone(timezone);
    },
  });
  // Only a typed or chosen time zone can be left unsaved: a language chosen and not applied is
  // one press to choose again, and applying it on a `/de/…` address moves to the new prefix,
  // which a pending choice would otherwise hold up with "Leave without saving?".
  useReportDirty(form.values.timezone !== savedZone, onDirtyChange);

  const applyLanguage = async () => {
    if (!pendingLanguage) return;
    const language = chosenLanguage;
    setLanguageError(null);
    setApplyingLanguage(true);
    try {
      // Saved first, so a failed save leaves the UI, the profile and the choice as they were.
      await trigger({ body: { language } });
      form.setValue('language', language);
      await onLocaleChange(language);
      setChosenLanguage(null);
    } catch (error: unknown) {
      setLanguageError(submitErrorMessage(error));
    } finally {
      setApplyingLanguage(false);
    }
  };

  return (
    <div className={formStyles.column}>
      <Form
        validationBehavior="aria"
        onSubmit={() => void applyLanguage()}
        aria-label={intl.formatMessage(messages.languageForm)}
      >
        <LanguageRadios
          label={intl.formatMessage(messages.language)}
          value={chosenLanguage ?? locale}
          onChange={(language) => {
            setLanguageError(null);
            setChosenLanguage(language);
          }}
          errorMessage={t(languageError ?? form.errors.language)}
        />
        <p className={formStyles.muted}>{intl.formatMessage(messages.languageHint)}</p>
        <FormSubmit
          submitting={applyingLanguage}
          label={messages.applyLanguage}
          pendingLabel={messages.applyingLanguage}
        />
      </Form>
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.form)}
      >
        {form.succeeded ? <Alert type="success">{t({ key: 'settings.saved' })}</Alert> : null}
        <FormErrorAlert error={form.formError} />
        <ComboBox
          label={intl.formatMessage(messages.timezone)}
          description={intl.formatMessage(messages.timezoneHint)}
          name="timezone"
          items={zones}
          // What is typed is the value, so a zone not on the list is refused with a message
          // instead of the old zone being saved under "Your changes have been saved".
          allowsCustomValue
          inputValue={form.values.timezone}
          onInputChange={(text) => form.setValue('timezone', text)}
          onChange={(key) => {
            if (key !== null) form.setValue('timezone', String(key));
          }}
          defaultFilter={matchesTimeZone}
          isInvalid={form.errors.timezone !== undefined}
          errorMessage={t(form.errors.timezone)}
          isRequired
        >
          {(zone) => (
            <ListBoxItem id={zone.id} textValue={zone.id}>
              {zone.id}
            </ListBoxItem>
          )}
        </ComboBox>
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
    </div>
  );
}

// Spec section 2.
/**
 * The owner's language and time zone: the language applies at once; the time zone is chosen from a
 * searchable list.
 */
export function ProfileLocaleForm(props: ProfileLocaleFormProps) {
  const { data, error } = useProfile();
  if (!data) return <LoadingOrError error={error} />;
  return (
    <ProfileLocaleFields
      key={data.id}
      {...props}
      initialValues={{ language: props.locale, timezone: data.timezone }}
    />
  );
}
