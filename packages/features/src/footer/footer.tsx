import { useSystemInfo } from '@locperf/api/system';
import { Link } from 'react-aria-components';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './footer.css';

// Spec section 9.
/** The copyright year is fixed, not the current year. */
export const COPYRIGHT_YEAR = 2025;

// Order of spec section 2 (Shell, Footer).
/** The legal links, in order. */
export const footerLinks = [
  { href: '/impress', id: 'impress' },
  { href: '/privacy', id: 'privacy' },
  { href: '/contact', id: 'contact' },
  { href: '/agb', id: 'agb' },
] as const;

const messages = defineMessages({
  navLabel: { id: 'footer.nav.label', defaultMessage: 'Legal' },
  impress: { id: 'footer.link.impress', defaultMessage: 'Imprint' },
  privacy: { id: 'footer.link.privacy', defaultMessage: 'Privacy' },
  contact: { id: 'footer.link.contact', defaultMessage: 'Contact' },
  agb: { id: 'footer.link.agb', defaultMessage: 'Terms and conditions' },
  devRelease: { id: 'footer.release.dev', defaultMessage: 'dev' },
});

/** Props of {@link Footer}. */
export interface FooterProps {
  // Replaces the release from `GET /system/info`; "dev" when none is given (spec section 2).
  /**
   * The version to show, for builds that know their own. @default the server's version, or "dev"
   */
  release?: string;
}

// Spec section 2 (Shell, Footer): the four legal links, the copyright year, the "powered by" credit
// and the release version from `GET /system/info`.
/**
 * The bottom of every page: the links to the legal texts, the copyright, the "powered by" credit
 * and the version of the product. Place it once per page. The prop that matters: `release`, to show
 * a version of your own.
 */
export function Footer({ release }: FooterProps) {
  const intl = useIntl();
  const { data } = useSystemInfo();
  const shownRelease = release ?? data?.release ?? intl.formatMessage(messages.devRelease);

  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage(messages.navLabel)}>
        <ul className={styles.links}>
          {footerLinks.map((link) => (
            <li key={link.id}>
              <Link href={link.href} className={styles.link}>
                {intl.formatMessage(messages[link.id])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.meta}>
        <FormattedMessage
          id="footer.copyright"
          defaultMessage="© {year} Location Performance · powered by {credit}"
          values={{ year: String(COPYRIGHT_YEAR), credit: 'LocPerf' }}
        />
      </p>
      <p className={styles.meta} data-testid="release">
        <FormattedMessage
          id="footer.release"
          defaultMessage="Version {release}"
          values={{ release: shownRelease }}
        />
      </p>
    </footer>
  );
}
