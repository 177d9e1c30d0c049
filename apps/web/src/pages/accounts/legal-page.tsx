import { LegalDocument } from '@locperf/features/legal-page';
import { Alert } from '@locperf/ui/alert';
import { Skeleton } from '@locperf/ui/skeleton';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/locale-provider';
import { scrollToHash } from '../../navigation/hash-scroll';
import { loadLegalDocument, type LegalDocumentName } from './legal-content';
import { AccountPage } from './page-title';

type State = { kind: 'loading' } | { kind: 'ready'; markdown: string } | { kind: 'failed' };

function LegalContentPage({ name }: { name: LegalDocumentName }) {
  const { locale } = useLocale();
  const { hash } = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadLegalDocument(locale, name)
      .then((markdown) => live && setState({ kind: 'ready', markdown }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [locale, name]);

  // The anchors exist only once the document loaded: scroll to the hash then (spec section 2).
  const ready = state.kind === 'ready';
  useEffect(() => (ready && hash ? scrollToHash(hash) : undefined), [ready, hash]);

  return (
    <AccountPage wide>
      {state.kind === 'ready' ? (
        <LegalDocument markdown={state.markdown} />
      ) : state.kind === 'failed' ? (
        <Alert type="error">
          <FormattedMessage
            id="legal.loadFailed"
            defaultMessage="This page could not be loaded. Please reload it."
          />
        </Alert>
      ) : (
        <div>
          <Skeleton width="70%" />
          <Skeleton width="90%" />
          <Skeleton width="50%" />
        </div>
      )}
    </AccountPage>
  );
}

/** /impress. */
export function ImpressPage() {
  return <LegalContentPage name="impress" />;
}

/** /privacy. */
export function PrivacyPage() {
  return <LegalContentPage name="privacy" />;
}

/** /agb. */
export function AgbPage() {
  return <LegalContentPage name="agb" />;
}
