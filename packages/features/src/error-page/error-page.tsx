import { useTranslateKey } from '@locperf/features/notifications';
import { Button } from '@locperf/ui/button';
import { Link } from '@locperf/ui/link';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './error-page.css';

const messages = defineMessages({
  title: { id: 'errorPage.title', defaultMessage: 'Error' },
  broke: { id: 'errorPage.broke', defaultMessage: 'It looks like something broke.' },
  sorry: { id: 'errorPage.sorry', defaultMessage: 'Sorry about that.' },
  home: { id: 'errorPage.home', defaultMessage: 'Back to the home page' },
  notFoundTitle: { id: 'errorPage.notFound.title', defaultMessage: 'Page not found' },
  offlineTitle: { id: 'errorPage.offline.title', defaultMessage: 'No connection' },
  offlineText: {
    id: 'errorPage.offline.text',
    defaultMessage: 'This part of the app could not be loaded: the connection seems to be down.',
  },
  offlineAuto: {
    id: 'errorPage.offline.auto',
    defaultMessage: 'The page loads again by itself once you are back online.',
  },
  offlineRetry: { id: 'errorPage.offline.retry', defaultMessage: 'Try again' },
});

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP-like status code. @default 500 */
  status?: number;
  /** What went wrong: a translation key or a text. @default undefined */
  message?: string;
  /** ICU values of a `message` key, e.g. `{ message }` for `error.ooops`. */
  messageParams?: Record<string, unknown>;
  /** Where the home link goes. @default '/' */
  homeHref?: string;
}

// Spec section 2 (Shell, Error page): unhandled fatal errors land here. It renders no `main`
// landmark: it shows inside the page's one `main` (WCAG 1.3.1).
/**
 * The page shown when something broke: "Error", the code, the message and an apology, with a way
 * home. Use it for a failure that leaves nothing on the page to work with; for a page that does not
 * exist, use the not-found page. The props that matter: `status` and `message`.
 */
export function ErrorPage({
  status = 500,
  message,
  messageParams,
  homeHref = '/',
}: ErrorPageProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const shown = message ? (translate(message, messageParams).text ?? message) : undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.eyebrow}>{intl.formatMessage(messages.title)}</h1>
      <p className={styles.status}>{status}</p>
      {shown ? <p className={styles.message}>{shown}</p> : null}
      <p className={styles.muted}>{intl.formatMessage(messages.broke)}</p>
      <p className={styles.muted}>{intl.formatMessage(messages.sorry)}</p>
      <Link href={homeHref} variant="standalone">
        {intl.formatMessage(messages.home)}
      </Link>
    </div>
  );
}

/** The status the 404 page shows. */
const NOT_FOUND_STATUS = 404;

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The address that was not found, shown so the user can spot a typo (spec section 2). */
  path: string;
  /** Where the home link goes. @default '/' */
  homeHref?: string;
}

// Spec sections 2 and 8: message key `request.error.404`, also used for admin paths without the
// role.
/**
 * The page shown when the address leads nowhere: it says the page was not found and shows the
 * address the visitor tried.
 */
export function NotFoundPage({ path, homeHref = '/' }: NotFoundPageProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  return (
    <div className={styles.page}>
      <h1 className={styles.eyebrow}>{intl.formatMessage(messages.notFoundTitle)}</h1>
      <p className={styles.status}>{NOT_FOUND_STATUS}</p>
      <p className={styles.message}>{translate('request.error.404').text}</p>
      <p className={styles.muted}>
        <FormattedMessage
          id="errorPage.notFound.path"
          defaultMessage="Address: {path}"
          values={{ path: <code className={styles.path}>{path}</code> }}
        />
      </p>
      <Link href={homeHref} variant="standalone">
        {intl.formatMessage(messages.home)}
      </Link>
    </div>
  );
}

/** Props of {@link ConnectionLostPage}. */
export interface ConnectionLostPageProps {
  /** Loads the page again (the app reloads it). */
  onRetry: () => void;
}

// Owner trial: offline, a tap that needed a new part of the app showed "500 Ooops…! Unable to
// preload CSS for /assets/…" in English.
/**
 * The page shown when a part of the app could not be downloaded because the connection dropped:
 * it says so in plain words and offers to try again; the app also
 * loads the page again by itself once the device is back online.
 */
export function ConnectionLostPage({ onRetry }: ConnectionLostPageProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.eyebrow}>{intl.formatMessage(messages.offlineTitle)}</h1>
      <p className={styles.message}>{intl.formatMessage(messages.offlineText)}</p>
      <p className={styles.muted}>{intl.formatMessage(messages.offlineAuto)}</p>
      <div>
        <Button onPress={onRetry}>{intl.formatMessage(messages.offlineRetry)}</Button>
      </div>
    </div>
  );
}
