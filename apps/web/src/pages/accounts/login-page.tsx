import { DEMO_ACCOUNTS } from '@locperf/mocks/db';
import { LoginForm } from '@locperf/features/auth';
import { useNotificationCenter } from '@locperf/features/notifications';
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { appConfig } from '../../config';
import { splitLocalePrefix } from '../../i18n/locale-routing';
import { afterLoginTarget, REDIRECT_AFTER_LOGIN_KEY } from '../../navigation/guard';
import * as styles from './accounts.css';
import { AccountPage } from './page-title';

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

/** Login (spec section 2): the form, then the redirect target (spec section 2, Route guard). */
export function LoginPage() {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const center = useNotificationCenter();
  return (
    <AccountPage>
      <LoginForm
        forgotPasswordHref="/auth/password/reset"
        signUpHref="/signup"
        onSignedIn={() => {
          // "Email confirmed", "password changed", "session expired" are answered by signing in.
          center.clearFlash();
          const { locale } = splitLocalePrefix(pathname);
          return navigate(afterLoginTarget(search, takeStoredRedirect(), locale), {
            replace: true,
          });
        }}
      />
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
    </AccountPage>
  );
}
