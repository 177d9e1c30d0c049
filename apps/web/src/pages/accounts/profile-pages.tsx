import { CookieSettings } from '@locperf/features/cookie-consent';
import {
  NotificationsForm,
  PasswordChangeForm,
  ProfileContactForm,
  ProfileLocaleForm,
} from '@locperf/features/profile';
import { AccountPage } from './page-title';
import { useChangeLocale } from './use-change-locale';

/** /profile/contact. */
export function ProfileContactPage() {
  return (
    <AccountPage>
      <ProfileContactForm />
    </AccountPage>
  );
}

/** /profile/locale: the language applies at once through the app's LocaleProvider. */
export function ProfileLocalePage() {
  const { locale, changeLocale } = useChangeLocale();
  return (
    <AccountPage>
      <ProfileLocaleForm locale={locale} onLocaleChange={changeLocale} />
    </AccountPage>
  );
}

/** /profile/password. */
export function ProfilePasswordPage() {
  return (
    <AccountPage>
      <PasswordChangeForm />
    </AccountPage>
  );
}

/** /profile/notifications. */
export function ProfileNotificationsPage() {
  return (
    <AccountPage>
      <NotificationsForm />
    </AccountPage>
  );
}

/** /profile/cookies: the cookie banner's consent settings, editable (spec section 4). */
export function ProfileCookiesPage() {
  return (
    <AccountPage>
      <CookieSettings />
    </AccountPage>
  );
}
