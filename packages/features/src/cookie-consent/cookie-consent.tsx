import { Button } from '@locperf/ui/button';
import { Link } from '@locperf/ui/link';
import { Switch } from '@locperf/ui/switch';
import type { ReactNode } from 'react';
import { useId, useLayoutEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './cookie-consent.css';
import { useCookieConsent } from './store';

const messages = defineMessages({
  title: { id: 'cookieConsent.banner.title', defaultMessage: 'We use cookies' },
  acceptAll: { id: 'cookieConsent.action.acceptAll', defaultMessage: 'Accept all' },
  essentialOnly: { id: 'cookieConsent.action.essentialOnly', defaultMessage: 'Essential only' },
  edit: { id: 'cookieConsent.action.edit', defaultMessage: 'Edit' },
  save: { id: 'cookieConsent.action.save', defaultMessage: 'Save configuration' },
  options: { id: 'cookieConsent.options.label', defaultMessage: 'Cookie categories' },
  essential: { id: 'cookieConsent.option.essential', defaultMessage: 'Essential cookies' },
  essentialHelp: {
    id: 'cookieConsent.option.essential.help',
    defaultMessage: 'Needed for signing in and for the site to work. They cannot be switched off.',
  },
  thirdParty: { id: 'cookieConsent.option.thirdParty', defaultMessage: 'Third-party cookies' },
  thirdPartyHelp: {
    id: 'cookieConsent.option.thirdParty.help',
    defaultMessage: 'Set by services we embed, for example maps and videos.',
  },
  saved: { id: 'cookieConsent.settings.saved', defaultMessage: 'Your cookie settings are saved.' },
});

/** The options of spec section 4: essential locked on, third-party switchable. */
function ConsentOptions({
  thirdParty,
  onThirdPartyChange,
}: {
  thirdParty: boolean;
  onThirdPartyChange: (value: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className={styles.options}>
      <legend className={styles.visuallyHidden}>{intl.formatMessage(messages.options)}</legend>
      <div className={styles.option}>
        <Switch isSelected isDisabled>
          {intl.formatMessage(messages.essential)}
        </Switch>
        <p className={styles.optionHelp}>{intl.formatMessage(messages.essentialHelp)}</p>
      </div>
      <div className={styles.option}>
        <Switch isSelected={thirdParty} onChange={onThirdPartyChange}>
          {intl.formatMessage(messages.thirdParty)}
        </Switch>
        <p className={styles.optionHelp}>{intl.formatMessage(messages.thirdPartyHelp)}</p>
      </div>
    </fieldset>
  );
}

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  // Spec section 2, Cookie banner.
  /** The privacy page the text links to. @default '/privacy' */
  privacyHref?: string;
  /**
   * Moves focus somewhere sensible (the app: its main content) after a choice hid the banner
   * while focus was in it; without it focus falls to <body>. @default undefined
   */
  focusAfterChoice?: () => void;
}

/**
 * While the banner shows, the page reserves its height at the bottom: padding, so the footer
 * can scroll above it, and scroll padding, so an element that takes focus is scrolled clear of
 * it instead of being focused behind it (WCAG 2.4.11). Set through the CSSOM, which the strict
 * CSP allows (it blocks style attributes, not script-set styles).
 */
function useReservedSpace(banner: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!banner) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${banner.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [banner]);
}

// Spec sections 2 and 4 (cookie banner): a non-modal region stuck to the bottom, shown until
// essential consent is given. "Essential only" is spec section 4's "Accept essential only", on the
// first layer with the same look as "Accept all": the CNIL and the German regulators (DSK) expect
// refusing to be as easy as consenting. The app renders it right after its skip link, so it is the
// first thing Tab reaches; while it shows, the page keeps its height free at the bottom.
/**
 * Asks visitors which cookies they accept, at the bottom of the page until they choose: "Accept
 * all", "Essential only", or "Edit" to switch third-party cookies on or off. Refusing is as easy as
 * accepting. Place it once, at the very start of the page; owners change their choice later in
 * their profile's cookie settings. The prop that matters: `privacyHref`, the privacy page it links
 * to.
 */
export function CookieBanner({ privacyHref = '/privacy', focusAfterChoice }: CookieBannerProps) {
  const intl = useIntl();
  const { consent, acceptAll, save } = useCookieConsent();
  const [editing, setEditing] = useState(false);
  // Starts from the stored choice; what the switch shows is what Save stores.
  const [thirdParty, setThirdParty] = useState(consent.thirdParty);
  const titleId = useId();
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  useReservedSpace(consent.essential ? null : banner);
  if (consent.essential) return null;

  /** Runs a choice; the banner then unmounts, so focus inside it must go elsewhere first. */
  const choose = (choice: () => void) => {
    const hadFocus = banner?.contains(document.activeElement) ?? false;
    choice();
    if (hadFocus) focusAfterChoice?.();
  };

  return (
    <section ref={setBanner} className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.text}>
        <FormattedMessage
          id="cookieConsent.banner.text"
          defaultMessage="We use essential cookies so the site works, and, if you agree, cookies of third parties. Read more in our <link>privacy policy</link>."
          values={{ link: (chunks: ReactNode[]) => <Link href={privacyHref}>{chunks}</Link> }}
        />
      </p>
      {editing ? (
        <ConsentOptions thirdParty={thirdParty} onThirdPartyChange={setThirdParty} />
      ) : null}
      <div className={styles.actions}>
        <Button onPress={() => choose(acceptAll)}>{intl.formatMessage(messages.acceptAll)}</Button>
        {editing ? (
          <Button onPress={() => choose(() => save({ thirdParty }))}>
            {intl.formatMessage(messages.save)}
          </Button>
        ) : (
          <>
            <Button onPress={() => choose(() => save({ thirdParty: false }))}>
              {intl.formatMessage(messages.essentialOnly)}
            </Button>
            <Button variant="outline" onPress={() => setEditing(true)}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The cookie options for the profile page (route /profile/cookies): the same choices as the
 * banner, changeable at any time; saving gives essential consent.
 */
export function CookieSettings() {
  const intl = useIntl();
  const { consent, acceptAll, save } = useCookieConsent();
  const [draft, setDraft] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const thirdParty = draft ?? consent.thirdParty;

  return (
    <div className={styles.settings}>
      <ConsentOptions
        thirdParty={thirdParty}
        onThirdPartyChange={(value) => {
          setDraft(value);
          setSaved(false);
        }}
      />
      <div className={styles.actions}>
        <Button
          onPress={() => {
            save({ thirdParty });
            setDraft(null);
            setSaved(true);
          }}
        >
          {intl.formatMessage(messages.save)}
        </Button>
        <Button
          variant="outline"
          onPress={() => {
            acceptAll();
            setDraft(null);
            setSaved(true);
          }}
        >
          {intl.formatMessage(messages.acceptAll)}
        </Button>
      </div>
      <p role="status" className={styles.text}>
        {saved ? intl.formatMessage(messages.saved) : null}
      </p>
    </div>
  );
}
