import { ErrorPage, NotFoundPage } from '@locperf/features/error-page';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { claimChunkReload, isChunkLoadError } from '../navigation/chunk-reload';

/**
 * The error element of every route (spec sections 2 and 8): 404 with the path, a failed lazy
 * chunk reloads the page once per path in 10 s, anything else is the error page.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);
  const [reloading] = useState(
    () => chunkFailed && claimChunkReload(pathname, Date.now(), sessionStorage),
  );

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  if (reloading) return null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage path={pathname} />;
    return <ErrorPage status={error.status} message={error.statusText} />;
  }
  if (!chunkFailed) console.error(error);
  // Spec section 8, Texts: an unexpected error shows as "Ooops...! {message}".
  return (
    <ErrorPage
      status={500}
      message="error.ooops"
      messageParams={{ message: error instanceof Error ? error.message : String(error) }}
    />
  );
}
