import { useAuth } from '@locperf/api/auth';
import { signInFormSchema, type SignInForm } from '@locperf/api/auth';
import {
  EmailField,
  FormErrorAlert,
  formStyles,
  FormSubmit,
  SignInPasswordField,
  useSchemaForm,
} from '@locperf/features/forms';
import { Form } from '@locperf/ui/form';
import { Link } from '@locperf/ui/link';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  submit: { id: 'login.submit', defaultMessage: 'Sign in' },
  pending: { id: 'login.submit.pending', defaultMessage: 'Signing in…' },
  forgot: { id: 'login.forgot', defaultMessage: 'Forgot your password?' },
  signUp: { id: 'login.signup', defaultMessage: 'No account yet? Sign up' },
});

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  // The app goes to the redirect target (spec section 2).
  /** Called after a successful sign-in. */
  onSignedIn: () => void | Promise<void>;
  /** Where "Forgot your password?" leads, e.g. `/auth/password/reset`. */
  forgotPasswordHref: string;
  /** Where the sign-up link leads, e.g. `/signup`. */
  signUpHref: string;
  /** Values to start with (stories). @default empty */
  initialValues?: SignInForm;
}

// Spec sections 2 and 4: "Invalid credentials" on a 422, "Too many sign-in attempts" on a 429, the
// typed values kept on every failure.
/**
 * Lets an owner sign in with their email and password. Use it on the sign-in page; someone without
 * an account needs the sign-up form, someone who forgot their password the forgot-password form.
 * When sign-in fails (wrong details, too many attempts) it says why and keeps what was typed. The
 * prop that matters: `onSignedIn`, what happens once the owner is in.
 */
export function LoginForm({
  onSignedIn,
  forgotPasswordHref,
  signUpHref,
  initialValues = { email: '', password: '' },
}: LoginFormProps) {
  const intl = useIntl();
  const { signIn } = useAuth();
  const form = useSchemaForm<SignInForm>({
    schema: signInFormSchema,
    initialValues,
    onSubmit: async (values) => {
      if (await signIn({ email: values.email.trim(), password: values.password })) {
        await onSignedIn();
      }
    },
  });

  return (
    <div className={formStyles.column}>
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.submit)}
      >
        <FormErrorAlert error={form.formError} />
        <EmailField form={form} autoComplete="username" />
        <SignInPasswordField form={form} />
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
      <p className={formStyles.actions}>
        <Link href={forgotPasswordHref}>{intl.formatMessage(messages.forgot)}</Link>
        <Link href={signUpHref}>{intl.formatMessage(messages.signUp)}</Link>
      </p>
    </div>
  );
}
