import { FormattedMessage } from 'react-intl';

/** Home (spec section 2). Issue 10 adds the greeting and the attention summary. */
export function HomePage() {
  return (
    <h1>
      <FormattedMessage id="app.tagline" defaultMessage="Next Level Location Performance" />
    </h1>
  );
}
