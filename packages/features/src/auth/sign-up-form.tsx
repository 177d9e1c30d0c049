import {
  signUpFormSchema,
  useAuth,
  type SignUpForm as SignUpValues,
  type UserLanguage,
} from '@locperf/api/auth';
import {
  FormErrorAlert,
  RequiredNote,
  formStyles,
  FormSubmit,
  LanguageRadios,
  NewPasswordFields,
  PersonFields,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Checkbox } from '@locperf/ui/checkbox';
import { Form } from '@locperf/ui/form';
import { Link } from '@locperf/ui/link';
import { TextField } from '@locperf/ui/text-field';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  language: { id: 'signup.language', defaultMessage: 'Language' },
  organizationName: { id: 'signup.organizationName', defaultMessage: 'Company name' },
  submit: { id: 'signup.submit', defaultMessage: 'Create account' },
  pending: { id: 'signup.submit.pending', defaultMessage: 'Creating your account…' },
  form: { id: 'signup.form', defaultMessage: 'Sign up' },
  terms: {
    id: 'signup.terms',
    defaultMessage: 'I accept the terms and conditions and the privacy policy.',
  },
  login: { id: 'signup.login', defaultMessage: 'Already have an account? Sign in' },
});

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Link of the terms and conditions (`/agb`). */
  termsHref: string;
  /** Link of the privacy policy (`/privacy`). */
  privacyHref: string;
  /** Link of the sign-in page (`/login`). */
  loginHref: string;
  /** Language preselected: the current locale. */
  defaultLanguage: UserLanguage;
  /** Values to start with (stories). */
  initialValues?: Partial<SignUpValues>;
}

/** Session-storage draft key: a long form, kept until the account is created (passwords never). */
const DRAFT_KEY = 'signup';

// Spec sections 2 and 5: name, email, password with its live checklist and repeat, language,
// company and the required terms-and-privacy checkbox; then the email-confirmation step.
/**
 * Creates a new account: name, email, a password with its rules ticked while typing, language and
 * company, and the required agreement to the terms and privacy policy. Afterwards it asks the new
 * user to open the confirmation link sent to their email. For an existing account, use the sign-in
 * form instead.
 */
export function SignUpForm({
  termsHref,
  privacyHref,
  loginHref,
  defaultLanguage,
  initialValues,
}: SignUpFormProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const { signUp } = useAuth();
  const checklistId = useId();
  const termsErrorId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<SignUpValues>({
    schema: signUpFormSchema,
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordRepeat: '',
      language: defaultLanguage,
      organizationName: '',
      acceptTerms: false as true,
      ...initialValues,
    },
    draftKey: DRAFT_KEY,
    draftExclude: ['password', 'passwordRepeat'],
    onSubmit: async ({ passwordRepeat: _repeat, ...body }) => {
      const email = body.email.trim();
      // The account stays inactive until the emailed link confirms it: no sign-in yet.
      await signUp({ ...body, email }, { preventLogin: true });
      setSentTo(email);
    },
  });
  const field = useTextFieldProps(form);

  if (sentTo !== null) {
    return (
      <section aria-labelledby={`${checklistId}-sent`} className={formStyles.column}>
        <h2 id={`${checklistId}-sent`} tabIndex={-1} ref={(el) => el?.focus()}>
          <FormattedMessage id="signup.confirm.title" defaultMessage="Confirm your email address" />
        </h2>
        <p>
          <FormattedMessage
            id="signup.confirm.text"
            defaultMessage="We have sent an email to {email}. Open the link in it to activate your account, then sign in."
            values={{ email: <strong>{sentTo}</strong> }}
          />
        </p>
        <p>
          <Link href={loginHref}>
            <FormattedMessage id="signup.confirm.login" defaultMessage="Go to sign-in" />
          </Link>
        </p>
      </section>
    );
  }

  const termsError = t(form.errors.acceptTerms);
  return (
    <div className={formStyles.column}>
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.form)}
      >
        <FormErrorAlert error={form.formError} />
        <RequiredNote />
        <PersonFields form={form} />
        <NewPasswordFields form={form} purpose="first" />
        <LanguageRadios
          label={intl.formatMessage(messages.language)}
          value={form.values.language ?? defaultLanguage}
          onChange={(language) => form.setValue('language', language)}
          errorMessage={t(form.errors.language)}
        />
        <TextField
          {...field('organizationName')}
          label={intl.formatMessage(messages.organizationName)}
          autoComplete="organization"
          isRequired
        />
        <div>
          <Checkbox
            name="acceptTerms"
            isRequired
            isSelected={form.values.acceptTerms}
            isInvalid={termsError !== undefined}
            onChange={(accepted) => form.setValue('acceptTerms', accepted as true)}
          >
            {intl.formatMessage(messages.terms)}
          </Checkbox>
          <p className={`${formStyles.muted} ${formStyles.besideCheckbox}`}>
            <FormattedMessage
              id="signup.terms.links"
              defaultMessage="Read the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>."
              values={{
                terms: (chunks) => <Link href={termsHref}>{chunks}</Link>,
                privacy: (chunks) => <Link href={privacyHref}>{chunks}</Link>,
              }}
            />
          </p>
          {termsError ? (
            <p
              id={termsErrorId}
              className={`${formStyles.fieldError} ${formStyles.besideCheckbox}`}
            >
              {termsError}
            </p>
          ) : null}
        </div>
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
      <p>
        <Link href={loginHref}>{intl.formatMessage(messages.login)}</Link>
      </p>
    </div>
  );
}
