import { ConnectionLostPage, ErrorPage, NotFoundPage } from '@locperf/features/error-page';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { claimChunkReload, isChunkLoadError } from '../navigation/chunk-reload';
import { useDocumentTitle } from '../shell/head-manager';
import { formatDocumentTitle, shellTitles } from './route-title';
import * as styles from './root-layout.css';

export interface RouteErrorProps {
  /**
   * The layout itself failed, so no shell (and no `main` landmark) surrounds the error page: it
   * brings its own. Inside the shell the layout's `main` holds it (one `main` per page).
   * @default false
   */
  standalone?: boolean;
}

/**
 * The error element of every route (spec sections 2 and 8): 404 with the path, a failed lazy
 * chunk reloads the page once per path in 10 s (or says the connection is down, and reloads once
 * it is back), anything else is the error page.
 */
export function RouteError({ standalone = false }: RouteErrorProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const intl = useIntl();
  const chunkFailed = isChunkLoadError(error);
  // Offline, a reload would only show the browser's own error page: wait for the connection.
  const [reloading] = useState(
    () =>
      chunkFailed &&
      navigator.onLine !== false &&
      claimChunkReload(pathname, Date.now(), sessionStorage),
  );
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(formatDocumentTitle(intl, notFound ? shellTitles.notFound : shellTitles.error));

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  // A chunk that could not be fetched offline (owner trial) loads once the device is online.
  useEffect(() => {
    if (!chunkFailed || reloading) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [chunkFailed, reloading]);

  const landmark = (page: ReactNode) =>
    standalone ? (
      <main id="main" tabIndex={-1} className={styles.main}>
        {page}
      </main>
    ) : (
      page
    );

  if (reloading) return null;
  if (isRouteErrorResponse(error)) {
    if (notFound) return landmark(<NotFoundPage path={pathname} />);
    // The HTTP reason phrase ("Internal Server Error") is English whatever the owner reads
    // (designer trial 5): the page says what happened in words of its own, and a 403 has its
    // own message (spec section 8).
    const message = error.status === 403 ? 'request.error.403' : undefined;
    return landmark(<ErrorPage status={error.status} message={message} />);
  }
  // Owner trial: offline, this was "500 Ooops…! Unable to preload CSS for /assets/…".
  if (chunkFailed && navigator.onLine === false) {
    return landmark(<ConnectionLostPage onRetry={() => window.location.reload()} />);
  }
  if (!chunkFailed) console.error(error);
  // Spec section 8, Texts: an unexpected error shows as "Ooops...! {message}".
  return landmark(
    <ErrorPage
      status={500}
      message="error.ooops"
      messageParams={{ message: error instanceof Error ? error.message : String(error) }}
    />,
  );
}
