import { FormattedMessage } from 'react-intl';
import { BootShell } from './boot-shell';
import * as styles from './app-loading.css';

/**
 * What the router paints while its first navigation waits for the session (issue 14): the boot
 * shell index.html painted before any script ran, plus the announcement. The demo's mock service
 * worker takes seconds to start on a phone, and an empty page until then is no first paint.
 */
export function AppLoading() {
  return (
    <BootShell>
      <p role="status" className={styles.status}>
        <FormattedMessage id="app.loading" defaultMessage="Loading…" />
      </p>
    </BootShell>
  );
}
