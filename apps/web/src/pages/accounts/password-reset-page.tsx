import { ForgotPasswordForm, ResetPasswordForm } from '@locperf/features/auth';
import { pushOutcomeFlash } from '@locperf/features/flash-messages';
import { useNotificationCenter } from '@locperf/features/notifications';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountPage } from './page-title';

/**
 * /auth/password/reset (spec section 2): without a token it requests the reset link by email;
 * with the link's `?token=` it sets the new password, then goes to sign-in with the outcome as
 * a flash message (spec sections 3 and 4).
 */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const center = useNotificationCenter();
  const navigate = useNavigate();
  const token = params.get('token');
  return (
    <AccountPage>
      {token ? (
        <ResetPasswordForm
          token={token}
          loginHref="/login"
          requestLinkHref="/auth/password/reset"
          onReset={() => {
            pushOutcomeFlash(center, 'passwordReset');
            void navigate('/login', { replace: true });
          }}
        />
      ) : (
        <ForgotPasswordForm loginHref="/login" />
      )}
    </AccountPage>
  );
}
