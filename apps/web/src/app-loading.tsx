import { FormattedMessage } from 'react-intl';
import * as styles from './app-loading.css';

/**
 * What the router paints while its first navigation waits for the session (issue 14): the demo's
 * mock service worker takes seconds to start on a phone, and an empty page until then is no
 * first paint at all.
 */
export function AppLoading() {
  return (
    <div className={styles.loading}>
      <p role="status">
        <FormattedMessage id="app.loading" defaultMessage="Loading…" />
      </p>
    </div>
  );
}
