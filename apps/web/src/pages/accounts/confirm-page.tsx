import { ConfirmEmail } from '@locperf/features/auth';
import { useSearchParams } from 'react-router-dom';
import { AccountPage } from './page-title';

/** /confirm?token=… (spec section 2): consumes the email confirmation token. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  return (
    <AccountPage>
      <ConfirmEmail token={params.get('token')} loginHref="/login" />
    </AccountPage>
  );
}
