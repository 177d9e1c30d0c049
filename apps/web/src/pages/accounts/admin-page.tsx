import { AdminSignUpEmail } from '@locperf/features/admin';
import { AccountPage } from './page-title';

/** /admin (ROLE_ADMIN only; the guard answers 404 to everyone else, spec section 2). */
export function AdminPage() {
  return (
    <AccountPage>
      <AdminSignUpEmail />
    </AccountPage>
  );
}
