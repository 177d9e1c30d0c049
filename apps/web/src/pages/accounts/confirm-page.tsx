import { ConfirmEmail } from '@locperf/features/auth';
import { pushOutcomeFlash } from '@locperf/features/flash-messages';
import { useNotificationCenter } from '@locperf/features/notifications';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountPage } from './page-title';

/**
 * /confirm?token=… (spec section 2): consumes the email confirmation token, then goes to sign-in
 * with the outcome as a flash message, which stays until closed (spec sections 3 and 4).
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const center = useNotificationCenter();
  const navigate = useNavigate();
  const onConfirmed = useCallback(
    (email: string) => {
      pushOutcomeFlash(center, 'emailConfirmed', { email });
      void navigate('/login', { replace: true });
    },
    [center, navigate],
  );
  return (
    <AccountPage>
      <ConfirmEmail token={params.get('token')} loginHref="/login" onConfirmed={onConfirmed} />
    </AccountPage>
  );
}
