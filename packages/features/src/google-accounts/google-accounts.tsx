import {
  needsReauthorization,
  useConnectGoogleAccount,
  useGoogleAccounts,
  useReauthorizeGoogleAccount,
  useSyncGoogleAccounts,
  type GoogleAccount,
  type GoogleSyncResult,
} from '@locperf/api/google-accounts';
import { useGrantLocation, useLocations, type Location } from '@locperf/api/locations';
import { serverMessages } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Badge } from '@locperf/ui/badge';
import { Button } from '@locperf/ui/button';
import { Card } from '@locperf/ui/card';
import { EmptyState } from '@locperf/ui/empty-state';
import { GoogleIcon } from '@locperf/ui/icon';
import { ProgressBar } from '@locperf/ui/progress-bar';
import { Skeleton } from '@locperf/ui/skeleton';
import { StarRating } from '@locperf/ui/star-rating';
import { useRef, useState } from 'react';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './google-accounts.css';
import { messages } from './messages';

/** Props of {@link GoogleAccounts}. */
export interface GoogleAccountsProps {
  organizationId: string | null;
  // Returns with `?rmsg=` (spec section 2).
  /** The page Google sends the owner back to after granting access, e.g. this page. */
  returnUrl: string;
  /**
   * Sends the browser to Google's consent page. The host navigates (features never do).
   */
  onConsentUrl: (url: string) => void;
  /** Poll interval while an import runs, in ms. @default 1000 */
  importPollMs?: number;
}

const productName = (type: string): MessageDescriptor | null =>
  type === 'review_responder'
    ? messages.productResponder
    : type === 'review_booster'
      ? messages.productBooster
      : null;

/** The id of a location's heading on this widget, for links to it: `href={\`#${locationAnchor(id)}\`}`. */
export function locationAnchor(locationId: string): string {
  return `locperf-location-${locationId}`;
}

function LocationRow({
  organizationId,
  location,
  paused,
}: {
  organizationId: string;
  location: Location;
  /** Its account's access expired: a granted location gets no new reviews (owner trial 10). */
  paused: boolean;
}) {
  const intl = useIntl();
  const grant = useGrantLocation();
  // The Grant button goes once the location is granted; the keyboard then stays on this
  // location's name instead of falling to the page (owner trial, WCAG 2.4.3).
  const nameRef = useRef<HTMLHeadingElement>(null);
  const meta = [intl.formatMessage(messages.type, { type: location.type }), location.address]
    .filter(Boolean)
    .join(' · ');
  const subscribed = [...new Set(location.subscriptions.map((s) => s.productType))].map((t) => {
    const name = productName(t);
    return name ? intl.formatMessage(name) : t;
  });
  return (
    <li className={styles.location}>
      <div className={styles.locationHeader}>
        {/* The id lets a link lead to this location (`#locperf-location-<id>`): the home page's
        "Grant locations" opened this long page at its top (owner trial 7). */}
        <h4
          ref={nameRef}
          id={locationAnchor(location.id)}
          tabIndex={-1}
          className={styles.locationName}
        >
          {location.name}
        </h4>
        <Badge tone={location.granted ? (paused ? 'warning' : 'success') : 'neutral'}>
          {intl.formatMessage(
            location.granted ? (paused ? messages.paused : messages.granted) : messages.notGranted,
          )}
        </Badge>
      </div>
      <p className={styles.meta}>{meta}</p>
      {typeof location.rating === 'number' ? (
        <StarRating
          value={location.rating}
          size="sm"
          label={intl.formatMessage(messages.rating, {
            rating: intl.formatNumber(location.rating, { maximumFractionDigits: 1 }),
          })}
        />
      ) : (
        <p className={styles.meta}>{intl.formatMessage(messages.noData)}</p>
      )}
      <p className={styles.meta}>
        {subscribed.length
          ? intl.formatMessage(messages.subscriptions, {
              list: intl.formatList(subscribed, { type: 'conjunction' }),
            })
          : intl.formatMessage(messages.noSubscriptions)}
      </p>
      {location.importStatus === 'running' ? (
        <ProgressBar isIndeterminate label={intl.formatMessage(messages.importing)} />
      ) : location.importStatus === 'failed' ? (
        <Alert type="error">{intl.formatMessage(messages.importFailed)}</Alert>
      ) : location.granted && paused ? (
        <p className={styles.meta}>{intl.formatMessage(messages.pausedHelp)}</p>
      ) : location.importStatus === 'done' && location.granted ? (
        <p className={styles.meta}>{intl.formatMessage(messages.imported)}</p>
      ) : null}
      {!location.granted ? (
        <div>
          <Button
            size="sm"
            onPress={() =>
              void grant
                .trigger({ params: { organizationId, locationId: location.id } })
                .then(() => nameRef.current?.focus())
                .catch(() => {})
            }
            isPending={grant.isMutating}
            aria-label={intl.formatMessage(messages.grantLabel, { name: location.name })}
          >
            {intl.formatMessage(messages.grant)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * A loading account, in the account card's frame: email, status badges, the locations heading
 * and two location rows (name and badge, type and address, stars, subscriptions, import).
 */
function AccountCardSkeleton() {
  return (
    <Card>
      <div className={styles.skeletonHead}>
        <p className={styles.skeletonTitle}>
          <Skeleton shape="line" width="16rem" />
        </p>
        <span className={styles.badges}>
          <Skeleton shape="rect" width="5rem" height="1.25rem" />
          <Skeleton shape="rect" width="7rem" height="1.25rem" />
        </span>
      </div>
      <p className={styles.locationName}>
        <Skeleton shape="line" width="6rem" />
      </p>
      <div className={styles.locations}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.location}>
            <div className={styles.locationHeader}>
              <p className={styles.locationName}>
                <Skeleton shape="line" width="11rem" />
              </p>
              <Skeleton shape="rect" width="5rem" height="1.25rem" />
            </div>
            <p className={styles.meta}>
              <Skeleton shape="line" width="60%" />
            </p>
            <span className={styles.skeletonStars}>
              {[0, 1, 2, 3, 4].map((star) => (
                <Skeleton key={star} shape="circle" width="1em" height="1em" />
              ))}
            </span>
            <p className={styles.meta}>
              <Skeleton shape="line" width="40%" />
            </p>
            <p className={styles.meta}>
              <Skeleton shape="line" width="30%" />
            </p>
          </div>
        ))}
      </div>
    </Card>
  );
}

function AccountCard({
  organizationId,
  account,
  locations,
  onReauthorize,
  isPending,
}: {
  organizationId: string;
  account: GoogleAccount;
  locations: Location[];
  onReauthorize: () => void;
  isPending: boolean;
}) {
  const intl = useIntl();
  const needsReauth = needsReauthorization(account);
  return (
    <Card
      title={
        <span className={styles.email} title={account.email}>
          {account.email}
        </span>
      }
      level={2}
      description={
        <span className={styles.badges}>
          {/*
           * One status: "Connected" beside "Access expired" read as a contradiction (fourth
           * owner trial). An account whose access expired is connected, but not working.
           */}
          {!account.connected ? (
            <Badge tone="neutral">{intl.formatMessage(messages.disconnected)}</Badge>
          ) : account.refreshTokenValid ? (
            <Badge tone="success">{intl.formatMessage(messages.connected)}</Badge>
          ) : (
            // The tone of its reauthorization alert: a warning with a way out, not a failure.
            <Badge tone="warning">{intl.formatMessage(messages.tokenInvalid)}</Badge>
          )}
          {account.missingScopes ? (
            <Badge tone="warning">{intl.formatMessage(messages.missingScopes)}</Badge>
          ) : null}
        </span>
      }
    >
      {needsReauth ? (
        <Alert type="warning">
          <p className={styles.alertText}>{intl.formatMessage(messages.needsReauth)}</p>
          <Button
            size="sm"
            onPress={onReauthorize}
            isPending={isPending}
            aria-label={intl.formatMessage(messages.reauthorizeLabel, { email: account.email })}
          >
            {intl.formatMessage(messages.reauthorize)}
          </Button>
        </Alert>
      ) : null}
      <h3 className={styles.locationName}>{intl.formatMessage(messages.locations)}</h3>
      {locations.length ? (
        <ul className={styles.locations}>
          {locations.map((location) => (
            <LocationRow
              key={location.id}
              organizationId={organizationId}
              location={location}
              paused={needsReauth}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>{intl.formatMessage(messages.noLocations)}</p>
      )}
    </Card>
  );
}

// Issue 7, spec sections 3 and 4: connect, reauthorize, update all, grant a location (which starts
// the review import) and follow the import.
/**
 * Connects the owner's Google accounts and chooses which business locations to manage here: connect
 * an account, renew its access when it expired, and add a location, which starts bringing in its
 * reviews, with the progress shown. With no account yet it invites the owner to connect one. The
 * prop that matters: `returnUrl`, the page Google sends the owner back to.
 */
export function GoogleAccounts({
  organizationId,
  returnUrl,
  onConsentUrl,
  importPollMs = 1000,
}: GoogleAccountsProps) {
  const intl = useIntl();
  const accounts = useGoogleAccounts(organizationId);
  const [polling, setPolling] = useState(false);
  const locations = useLocations(organizationId, {
    refreshInterval: polling ? importPollMs : 0,
  });
  const accountList = accounts.data;
  const locationList = locations.data;
  const running = (locationList ?? []).some((l) => l.importStatus === 'running');
  if (running !== polling) setPolling(running);
  const connect = useConnectGoogleAccount();
  const reauthorize = useReauthorizeGoogleAccount();
  const sync = useSyncGoogleAccounts();
  const [syncResult, setSyncResult] = useState<GoogleSyncResult | null>(null);
  const [pendingAccount, setPendingAccount] = useState<string | null>(null);

  if (!organizationId || (!accountList && accounts.status !== 'error')) {
    return (
      <div className={styles.root} role="status" aria-label={intl.formatMessage(messages.loading)}>
        <div className={styles.toolbar}>
          <Skeleton shape="rect" width="18.5rem" height="2.5rem" />
          <Skeleton shape="rect" width="13rem" height="2.5rem" />
        </div>
        <AccountCardSkeleton />
      </div>
    );
  }
  if (!accountList) {
    return (
      <Alert type="error" title={intl.formatMessage(messages.loadFailed)}>
        <Button size="sm" variant="outline" onPress={() => void accounts.reload()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Alert>
    );
  }

  const onConnect = async () => {
    try {
      const { consentUrl } = await connect.trigger({
        params: { organizationId },
        body: { returnUrl },
      });
      onConsentUrl(consentUrl);
    } catch {
      // The client's error channel shows what went wrong.
    }
  };
  const onReauthorize = async (accountId: string) => {
    setPendingAccount(accountId);
    try {
      const { consentUrl } = await reauthorize.trigger({
        params: { organizationId, accountId },
        body: { returnUrl },
      });
      onConsentUrl(consentUrl);
    } catch {
      // Reported by the client.
    } finally {
      setPendingAccount(null);
    }
  };
  const onSync = async () => {
    try {
      setSyncResult(await sync.trigger({ params: { organizationId } }));
    } catch {
      setSyncResult(null);
    }
  };

  // The accounts to reauthorize first: in the trial the expired one sat below the fold.
  const list = [...accountList].sort(
    (a, b) => Number(needsReauthorization(b)) - Number(needsReauthorization(a)),
  );
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Button onPress={() => void onConnect()} isPending={connect.isMutating}>
          <GoogleIcon />
          {intl.formatMessage(messages.connect)}
        </Button>
        {list.length ? (
          <Button variant="outline" onPress={() => void onSync()} isPending={sync.isMutating}>
            {intl.formatMessage(messages.sync)}
          </Button>
        ) : null}
      </div>
      {syncResult && syncResult.failed > 0 ? (
        <Alert
          type="error"
          title={intl.formatMessage(serverMessages['google.accounts.update_failed']!, {
            failed: syncResult.failed,
            total: syncResult.total,
          })}
        >
          <ul className={styles.details}>
            {syncResult.failures.map((f) => (
              <li key={f.accountId}>
                {intl.formatMessage(serverMessages['google.accounts.update_failed.detail']!, {
                  message: f.message,
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : syncResult ? (
        <Alert type="success">
          {intl.formatMessage(serverMessages['google.accounts.synced']!, {
            total: syncResult.total,
          })}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <EmptyState
          icon={<GoogleIcon />}
          title={intl.formatMessage(serverMessages['google.auth.missing']!)}
        />
      ) : (
        list.map((account) => (
          <AccountCard
            key={account.id}
            organizationId={organizationId}
            account={account}
            locations={(locationList ?? []).filter((l) => l.googleAccountId === account.id)}
            onReauthorize={() => void onReauthorize(account.id)}
            isPending={pendingAccount === account.id}
          />
        ))
      )}
    </div>
  );
}
