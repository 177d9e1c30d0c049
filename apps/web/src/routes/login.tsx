import { DEMO_ACCOUNTS } from '@locperf/api/mocks/data';
import { FormattedMessage } from 'react-intl';
import { appConfig } from '../config';

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
            <dt>
              <FormattedMessage id="login.demo.owner" defaultMessage="Owner" />
            </dt>
            <dd>
              <FormattedMessage
                id="login.demo.credentials"
                defaultMessage="{email}, password {password}"
                values={{
                  email: DEMO_ACCOUNTS.owner.email,
                  password: DEMO_ACCOUNTS.owner.password,
                }}
              />
            </dd>
            <dt>
              <FormattedMessage id="login.demo.admin" defaultMessage="Administrator" />
            </dt>
            <dd>
              <FormattedMessage
                id="login.demo.credentials"
                defaultMessage="{email}, password {password}"
                values={{
                  email: DEMO_ACCOUNTS.admin.email,
                  password: DEMO_ACCOUNTS.admin.password,
                }}
              />
            </dd>
          </dl>
        </section>
      ) : null}
    </>
  );
}
