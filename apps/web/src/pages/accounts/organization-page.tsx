import { OrganizationForm } from '@locperf/features/organization';
import { AccountPage } from './page-title';

/** /settings/organization: company name and the read-only customer number. */
export function OrganizationPage() {
  return (
    <AccountPage>
      <OrganizationForm />
    </AccountPage>
  );
}
