import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../routes/route-table';
import * as styles from './accounts.css';

/** A page of the accounts area: the route table's title as its h1, then the widget. */
export function AccountPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title;
  return (
    <div className={wide ? styles.wide : styles.page}>
      <h1>{title ? <FormattedMessage {...title} /> : null}</h1>
      {children}
    </div>
  );
}
