import { useEffect, useMemo } from 'react';
import { pageLoaders } from '../pages/pages';
import { createLinkPrefetcher, type RouteChunks } from './link-prefetch';
import { expandRouteChunks, readRouteChunksData } from './route-chunks';
import { watchVisibleLinks } from './visible-links';

interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** The build's file list per route (scripts/route-chunks.ts); none on a dev server. */
function readRouteChunks(): RouteChunks {
  return expandRouteChunks(readRouteChunksData(document));
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/**
 * Spec section 9: a route's chunks are prefetched when a link to it is hovered or focused (and
 * run, since a press is near), or becomes visible (fetched only; see {@link watchVisibleLinks}).
 */
export function useLinkPrefetch(): void {
  const prefetcher = useMemo(
    () =>
      createLinkPrefetcher({
        loaders: pageLoaders,
        chunks: typeof document === 'undefined' ? {} : readRouteChunks(),
        connection: () => (navigator as NavigatorWithConnection).connection,
        // Prerendered on the server (issue 14) there is no window; links are only seen in effects.
        origin: typeof window === 'undefined' ? '' : window.location.origin,
      }),
    [],
  );

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = linkOf(event.target);
      if (link) prefetcher.prefetch(link.href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [prefetcher]);

  useEffect(
    () =>
      // Fetched, not run: the current page may still be loading (issue 14).
      watchVisibleLinks(document.body, (link) => prefetcher.prefetch(link.href, 'fetch')),
    [prefetcher],
  );
}
