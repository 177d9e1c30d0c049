import { useSession } from '@locperf/api/auth';
import { GoogleAccounts } from '@locperf/features/google-accounts';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * /settings/google-account (issue 7): Google accounts and locations. The consent flow returns
 * to this page with `?rmsg=`, which the shell turns into a toast (spec section 2).
 */
export function GoogleAccountPage() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>
        <FormattedMessage id="page.googleAccount.title" defaultMessage="Google accounts" />
      </h1>
      <GoogleAccounts
        organizationId={session?.organization.id ?? null}
        returnUrl={pathname}
        onConsentUrl={(url) => {
          // Same-origin paths (the demo's consent) stay in the app; Google's page is a full load.
          if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
          else window.location.assign(url);
        }}
      />
    </>
  );
}
