import { DEMO_ACCOUNTS } from '@locperf/api/mocks/data';
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { appConfig } from '../config';

const demoAccounts = [
  {
    role: 'owner',
    label: <FormattedMessage id="login.demo.owner" defaultMessage="Owner" />,
  },
  {
    role: 'admin',
    label: <FormattedMessage id="login.demo.admin" defaultMessage="Administrator" />,
  },
] as const;

/** Login (spec section 2). Issue 10 adds the form; demo mode already shows its accounts. */
export function LoginPage() {
  return (
    <>
      <h1>
        <FormattedMessage id="login.title" defaultMessage="Sign in" />
      </h1>
      {appConfig.demoMode ? (
        <section aria-labelledby="demo-accounts">
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
    </>
  );
}
