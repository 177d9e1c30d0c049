import { useSystemInfo } from '@locperf/api/system';
import { Link } from 'react-aria-components';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as styles from './footer.css';

/** Spec section 9: the copyright year is fixed, not the current year. */
export const COPYRIGHT_YEAR = 2025;

/** The legal links, in the order of spec section 2 (Shell, Footer). */
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
  /**
   * Release to show instead of the one from `GET /system/info`, for builds that know their own
   * version. @default the server's release, or "dev" when none is given (spec section 2)
   */
  release?: string;
}

/**
 * The page footer (spec section 2, Shell, Footer): the four legal links, the copyright year,
 * the "powered by" credit and the release version.
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
