import { CookieSettings } from '@locperf/features/cookie-consent';
import {
  NotificationsForm,
  PasswordChangeForm,
  ProfileContactForm,
  ProfileLocaleForm,
} from '@locperf/features/profile';
import { AccountPage } from './page-title';
import { useChangeLocale } from './use-change-locale';
import { useUnsavedChanges } from './use-unsaved-changes';

/*
 * The profile forms warn before unsaved changes are lost (useUnsavedChanges); the cookie
 * settings save at once on their buttons and have nothing to lose.
 */

/** /profile/contact. */
export function ProfileContactPage() {
  const unsaved = useUnsavedChanges();
  return (
    <AccountPage>
      <ProfileContactForm onDirtyChange={unsaved.onDirtyChange} />
      {unsaved.dialog}
    </AccountPage>
  );
}

/** /profile/locale: the language applies at once through the app's LocaleProvider. */
export function ProfileLocalePage() {
  const { locale, changeLocale } = useChangeLocale();
  const unsaved = useUnsavedChanges();
  return (
    <AccountPage>
      <ProfileLocaleForm
        locale={locale}
        onLocaleChange={changeLocale}
        onDirtyChange={unsaved.onDirtyChange}
      />
      {unsaved.dialog}
    </AccountPage>
  );
}

/** /profile/password. */
export function ProfilePasswordPage() {
  const unsaved = useUnsavedChanges();
  return (
    <AccountPage>
      <PasswordChangeForm onDirtyChange={unsaved.onDirtyChange} />
      {unsaved.dialog}
    </AccountPage>
  );
}

/** /profile/notifications. */
export function ProfileNotificationsPage() {
  const unsaved = useUnsavedChanges();
  return (
    <AccountPage>
      <NotificationsForm onDirtyChange={unsaved.onDirtyChange} />
      {unsaved.dialog}
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
