import { SignUpForm } from '@locperf/features/auth';
import { useLocale } from '../../i18n/locale-provider';
import { AccountPage } from './page-title';

/** Sign-up (spec section 2), then the email-confirmation step. */
export function SignUpPage() {
  const { locale } = useLocale();
  return (
    <AccountPage>
      <SignUpForm
        termsHref="/agb"
        privacyHref="/privacy"
        loginHref="/login"
        defaultLanguage={locale}
      />
    </AccountPage>
  );
}
