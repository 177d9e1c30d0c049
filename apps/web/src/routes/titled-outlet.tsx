import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';
import { useDocumentTitle } from '../shell/head-manager';
import { PageTitleContext } from './page-title';
import type { RouteHandle } from './route-table';
import { formatDocumentTitle, shellTitles } from './route-title';

/**
 * The pages' outlet: sets the document title from the matched route's handle, or from the page
 * when it shows a state with its own title ({@link usePageTitle}). When a page's loader or
 * render fails, the error element takes this element's place and sets its own title ("Page not
 * found", "Error"), so the two never compete.
 */
export function TitledOutlet() {
  const intl = useIntl();
  const title = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.title;
  const [pageTitle, setPageTitle] = useState<MessageDescriptor | null>(null);
  useDocumentTitle(formatDocumentTitle(intl, pageTitle ?? title ?? shellTitles.notFound));
  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <Outlet />
    </PageTitleContext.Provider>
  );
}
