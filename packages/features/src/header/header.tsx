import { Badge } from '@locperf/ui/badge';
import { Button } from '@locperf/ui/button';
import { GlobeIcon, MenuIcon } from '@locperf/ui/icon';
import { IconButton } from '@locperf/ui/icon-button';
import { Link } from '@locperf/ui/link';
import { useMediaQuery } from '@locperf/ui/media-query';
import { mediaUp } from '@locperf/ui/tokens';
import { Focusable, Link as AriaLink } from 'react-aria-components';
import { lazy, Suspense, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './header.css';
import { TooltipOnIntent } from '@locperf/features/tooltip-on-intent';

// Spec section 9.
/** The languages the product ships in. */
export const headerLocales = ['en', 'de', 'fr'] as const;
export type HeaderLocale = (typeof headerLocales)[number];

/**
 * Each language in its own language (endonyms), so a reader finds theirs whatever the page
 * language is; these are deliberately not translated.
 */
const localeNames: Record<HeaderLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(async () => ({ default: (await loadLanguageMenu()).LanguageMenu }));

const declared = defineMessages({
  brand: { id: 'header.logo.brand', defaultMessage: 'Location Performance' },
  tagline: { id: 'header.logo.tagline', defaultMessage: 'Next Level Location Performance' },
  badge: { id: 'header.logo.badge', defaultMessage: 'DE' },
  badgeLabel: { id: 'header.logo.badgeLabel', defaultMessage: 'Made in Germany' },
  menu: { id: 'header.menu.open', defaultMessage: 'Open navigation' },
  language: { id: 'header.language.label', defaultMessage: '{code}, language: {language}' },
  languages: { id: 'header.language.menu', defaultMessage: 'Languages' },
  login: { id: 'header.auth.login', defaultMessage: 'Login' },
  signup: { id: 'header.auth.signup', defaultMessage: 'Sign up' },
  organizationTooltip: {
    id: 'header.organization.tooltip',
    defaultMessage: '{name}, customer number {number}',
  },
});

// Typed loosely: react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Whether a user is signed in. */
  signedIn: boolean;
  /** The signed-in user's organization. @default undefined */
  organization?: { name: string; customerNumber: string };
  // Spec sections 2 and 6: the link goes to /admin.
  /** Whether the user is an administrator: the organization name then links to the admin area. */
  isAdmin: boolean;
  /** Login and sign-up links when signed out; the app hides them on /login and /signup. */
  showAuthButtons: boolean;
  /** The current locale. */
  locale: HeaderLocale;
  // The app sets the cookie and keeps the page (spec section 2).
  /** Called with the language the visitor chose. */
  onLocaleChange: (locale: HeaderLocale) => void;
  /** Opens the side navigation on small screens; the button shows only when signed in. @default undefined */
  onMenuPress?: () => void;
  /** The admin area. @default '/admin' */
  adminHref?: string;
  /** The login page. @default '/login' */
  loginHref?: string;
  /** The sign-up page. @default '/signup' */
  signupHref?: string;
}

// Spec sections 1 and 2 (Shell, Header): the logo with tagline and DE badge linking to /, the
// organization (desktop, signed in) with the customer number as tooltip, and when signed out a
// language switch plus login and sign-up links.
/**
 * The bar at the top of every page: the logo, and for a signed-in owner their organization with the
 * customer number. Visitors who are not signed in get a language switch and the sign-in and sign-up
 * links. The props that matter: `signedIn`, which of the two it shows, and `locale`, the language
 * currently chosen.
 */
export function Header({
  signedIn,
  organization,
  isAdmin,
  showAuthButtons,
  locale,
  onLocaleChange,
  onMenuPress,
  adminHref = '/admin',
  loginHref = '/login',
  signupHref = '/signup',
}: HeaderProps) {
  const intl = useIntl();
  const languageTriggerRef = useRef<HTMLSpanElement>(null);
  const [languageMenuOpen, setLanguageMenuOpen] = useState(false);
  // The name may be truncated: the tooltip repeats it in full with the customer number.
  const customerNumber = organization
    ? intl.formatMessage(messages.organizationTooltip, {
        name: organization.name,
        number: organization.customerNumber,
      })
    : '';

  const wide = useMediaQuery(mediaUp('md'), true);
  const organizationElement = organization ? (
    isAdmin ? (
      <AriaLink href={adminHref} className={styles.organization}>
        {organization.name}
      </AriaLink>
    ) : (
      // Not a link for non-admins (spec section 6), but focusable so keyboard users get
      // the customer-number tooltip too.
      <Focusable>
        <span className={styles.organization} role="note" aria-label={organization.name}>
          {organization.name}
        </span>
      </Focusable>
    )
  ) : null;

  return (
    <header className={styles.header}>
      {signedIn && onMenuPress ? (
        <span className={styles.menuButton}>
          <IconButton label={intl.formatMessage(messages.menu)} onPress={onMenuPress}>
            <MenuIcon />
          </IconButton>
        </span>
      ) : null}
      {/* Named by its visible text (brand, tagline, badge), so voice control users can say it. */}
      <AriaLink href="/" className={styles.logo}>
        <span className={styles.mark} aria-hidden="true">
          {intl.formatMessage(messages.brand).charAt(0)}
        </span>
        <span className={styles.brand}>
          <span className={styles.brandName}>{intl.formatMessage(messages.brand)}</span>
          <span className={styles.tagline}>{intl.formatMessage(messages.tagline)}</span>
        </span>
        <span className={styles.badge}>
          <Badge tone="neutral" label={intl.formatMessage(messages.badgeLabel)}>
            {intl.formatMessage(messages.badge)}
          </Badge>
        </span>
      </AriaLink>
      <span className={styles.spacer} />
      {/*
       * Shown from the medium breakpoint up (header.css.ts); a phone neither shows nor loads it,
       * so the tooltip's overlay code does not compete with the page's first data (issue 14).
       */}
      {signedIn && organizationElement && wide ? (
        // The tooltip's code loads when the pointer or focus reaches the name.
        <TooltipOnIntent content={customerNumber} placement="bottom">
          {organizationElement}
        </TooltipOnIntent>
      ) : null}
      {!signedIn ? (
        <div className={styles.actions}>
          {/* The trigger stays mounted; the menu's code loads on the first press. */}
          <span ref={languageTriggerRef} className={styles.languageTrigger}>
            <Button
              variant="outline"
              size="sm"
              aria-haspopup="menu"
              aria-expanded={languageMenuOpen}
              onHoverStart={() => void loadLanguageMenu()}
              onFocus={() => void loadLanguageMenu()}
              onPress={() => setLanguageMenuOpen(true)}
              aria-label={intl.formatMessage(messages.language, {
                code: locale.toUpperCase(),
                language: localeNames[locale],
              })}
            >
              <GlobeIcon />
              {locale.toUpperCase()}
            </Button>
          </span>
          {languageMenuOpen ? (
            <Suspense fallback={null}>
              <LanguageMenu
                triggerRef={languageTriggerRef}
                label={intl.formatMessage(messages.languages)}
                locales={headerLocales}
                names={localeNames}
                locale={locale}
                onLocaleChange={(l) => onLocaleChange(l as HeaderLocale)}
                onClose={() => setLanguageMenuOpen(false)}
              />
            </Suspense>
          ) : null}
          {showAuthButtons ? (
            <>
              <Link href={loginHref} variant="standalone">
                {intl.formatMessage(messages.login)}
              </Link>
              <Link href={signupHref} variant="standalone">
                {intl.formatMessage(messages.signup)}
              </Link>
            </>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
