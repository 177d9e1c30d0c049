import { ContactForm } from '@locperf/features/contact-form';
import { AccountPage } from './page-title';

/** /contact: the public contact form. */
export function ContactPage() {
  return (
    <AccountPage>
      <ContactForm />
    </AccountPage>
  );
}
