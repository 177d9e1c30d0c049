import { Button } from '@locperf/ui/button';
import { Link } from '@locperf/ui/link';
import { Switch } from '@locperf/ui/switch';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as styles from './cookie-consent.css';
import { useCookieConsent } from './use-cookie-consent';

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
  /** The privacy page the text links to (spec section 2, Cookie banner). @default '/privacy' */
  privacyHref?: string;
}

/**
 * The cookie banner (spec sections 2 and 4): a non-modal region stuck to the bottom, shown until
 * essential consent is given. First "Accept all", "Essential only" and "Edit"; after Edit the
 * options (essential locked on, third-party switchable) with "Accept all" and "Save configuration".
 *
 * "Essential only" is spec section 4's "Accept essential only", offered on the first layer with
 * the same look as "Accept all": the CNIL and the German regulators (DSK) expect refusing to be
 * as easy as consenting, which a refusal hidden behind "Edit" is not.
 */
export function CookieBanner({ privacyHref = '/privacy' }: CookieBannerProps) {
  const intl = useIntl();
  const { consent, acceptAll, save } = useCookieConsent();
  const [editing, setEditing] = useState(false);
  // Starts from the stored choice; what the switch shows is what Save stores.
  const [thirdParty, setThirdParty] = useState(consent.thirdParty);
  const titleId = useId();
  if (consent.essential) return null;

  return (
    <section className={styles.banner} aria-labelledby={titleId}>
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
        <Button onPress={acceptAll}>{intl.formatMessage(messages.acceptAll)}</Button>
        {editing ? (
          <Button onPress={() => save({ thirdParty })}>{intl.formatMessage(messages.save)}</Button>
        ) : (
          <>
            <Button onPress={() => save({ thirdParty: false })}>
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
