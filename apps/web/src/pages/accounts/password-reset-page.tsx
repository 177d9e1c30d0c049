import { ForgotPasswordForm, ResetPasswordForm } from '@locperf/features/auth';
import { useSearchParams } from 'react-router-dom';
import { AccountPage } from './page-title';

/**
 * /auth/password/reset (spec section 2): without a token it requests the reset link by email;
 * with the link's `?token=` it sets the new password.
 */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AccountPage>
      {token ? (
        <ResetPasswordForm
          token={token}
          loginHref="/login"
          requestLinkHref="/auth/password/reset"
        />
      ) : (
        <ForgotPasswordForm loginHref="/login" />
      )}
    </AccountPage>
  );
}
