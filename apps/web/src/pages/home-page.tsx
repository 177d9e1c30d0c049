import { useSession } from '@locperf/api/auth';
import { FormattedMessage } from 'react-intl';

/** Home (spec section 2): greeting and customer id. Issue 10 adds the attention summary. */
export function HomePage() {
  const { data } = useSession();
  return (
    <>
      <h1>
        <FormattedMessage id="page.home.title" defaultMessage="Home" />
      </h1>
      {data ? (
        <p>
          <FormattedMessage
            id="home.greeting"
            defaultMessage="Welcome, {email}. Your customer number is {customerNumber}."
            values={{ email: data.email, customerNumber: data.organization.customerNumber }}
          />
        </p>
      ) : null}
    </>
  );
}
