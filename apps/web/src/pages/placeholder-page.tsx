import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/router';

/** A page that later issues fill: it shows its title in the shell meanwhile (issue 5). */
export function PlaceholderPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title;
  return <h1>{title ? <FormattedMessage {...title} /> : null}</h1>;
}
