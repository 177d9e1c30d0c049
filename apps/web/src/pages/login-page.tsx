import { useAuth } from '@locperf/api/auth';
import { ValidationError } from '@locperf/api/client';
import { DEMO_ACCOUNTS } from '@locperf/api/mocks/data';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Form } from '@locperf/ui/form';
import { Link } from '@locperf/ui/link';
import { PasswordField } from '@locperf/ui/password-field';
import { TextField } from '@locperf/ui/text-field';
import { Fragment, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { appConfig } from '../config';
import { afterLoginTarget, REDIRECT_AFTER_LOGIN_KEY } from '../navigation/guard';
import * as styles from './pages.css';

const messages = defineMessages({
  email: { id: 'login.email', defaultMessage: 'Email' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  show: { id: 'login.password.show', defaultMessage: 'Show password' },
  hide: { id: 'login.password.hide', defaultMessage: 'Hide password' },
  submit: { id: 'login.submit', defaultMessage: 'Sign in' },
  pending: { id: 'login.submit.pending', defaultMessage: 'Signing in…' },
  invalid: { id: 'login.error.invalidCredentials', defaultMessage: 'Invalid credentials' },
});

const demoAccounts = [
  { role: 'owner', label: <FormattedMessage id="login.demo.owner" defaultMessage="Owner" /> },
  {
    role: 'admin',
    label: <FormattedMessage id="login.demo.admin" defaultMessage="Administrator" />,
  },
] as const;

/** Reads and forgets the stored redirect target; blocked storage means none. */
function takeStoredRedirect(): string | null {
  try {
    const stored = localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return stored;
  } catch {
    return null;
  }
}

/**
 * Login (spec section 2). Issue 10 adds the links' target pages and the full validation; the
 * form already signs in and goes to the redirect target (spec section 2, Route guard).
 */
export function LoginPage() {
  const intl = useIntl();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Controlled, so nothing typed is lost on a failed attempt.
  const [values, setValues] = useState({ email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = async () => {
    setPending(true);
    setInvalid(false);
    try {
      if (await signIn(values)) {
        const target = afterLoginTarget(search, takeStoredRedirect());
        await navigate(target, { replace: true });
      }
    } catch (error) {
      // 422 is invalid credentials; 429 and the rest reach the error modal through the client.
      if (error instanceof ValidationError) setInvalid(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.narrow}>
      <h1>
        <FormattedMessage id="login.title" defaultMessage="Sign in" />
      </h1>
      <Form onSubmit={() => void submit()} aria-label={intl.formatMessage(messages.submit)}>
        {invalid ? <Alert type="error">{intl.formatMessage(messages.invalid)}</Alert> : null}
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          name="email"
          autoComplete="username"
          isRequired
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          name="password"
          autoComplete="current-password"
          isRequired
          showLabel={intl.formatMessage(messages.show)}
          hideLabel={intl.formatMessage(messages.hide)}
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
        />
        <Button
          type="submit"
          isPending={pending}
          pendingLabel={intl.formatMessage(messages.pending)}
        >
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link href="/auth/password/reset">
          <FormattedMessage id="login.forgot" defaultMessage="Forgot your password?" />
        </Link>
        <Link href="/signup">
          <FormattedMessage id="login.signup" defaultMessage="No account yet? Sign up" />
        </Link>
      </p>
      {appConfig.demoMode ? (
        <section aria-labelledby="demo-accounts" className={styles.demo}>
          <h2 id="demo-accounts">
            <FormattedMessage id="login.demo.title" defaultMessage="Demo mode" />
          </h2>
          <p>
            <FormattedMessage
              id="login.demo.hint"
              defaultMessage="This is a demo with sample data that stays in your browser. Sign in with:"
            />
          </p>
          <dl>
            {demoAccounts.map(({ role, label }) => (
              <Fragment key={role}>
                <dt>{label}</dt>
                <dd>
                  <FormattedMessage
                    id="login.demo.credentials"
                    defaultMessage="{email}, password {password}"
                    values={{
                      email: DEMO_ACCOUNTS[role].email,
                      password: DEMO_ACCOUNTS[role].password,
                    }}
                  />
                </dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
