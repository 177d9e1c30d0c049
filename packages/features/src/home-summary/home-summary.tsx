import { useSession } from '@locperf/api/auth';
import { useLocations } from '@locperf/api/locations';
import { useNotificationSettings, useProfile } from '@locperf/api/profile';
import { useResponderSettings } from '@locperf/api/responder-settings';
import { useReviews } from '@locperf/api/reviews';
import { useSubscriptions, type SubscriptionStatus } from '@locperf/api/subscriptions';
import { Link } from '@locperf/ui/link';
import { Skeleton } from '@locperf/ui/skeleton';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './home-summary.css';

/** Props of {@link HomeSummary}: where each attention item leads (features never route). */
export interface HomeSummaryProps {
  /** The reviews list, e.g. `/reviews`. */
  reviewsHref: string;
  /** The review responder setup, e.g. `/settings/review-responder`. */
  setupHref: string;
  /** The subscriptions, e.g. `/settings/subscriptions`. */
  subscriptionsHref: string;
}

const messages = defineMessages({
  loading: { id: 'home.loading', defaultMessage: 'Loading your overview…' },
});

/** Subscription statuses ranked: the one shown is the most relevant of the organization's. */
const statusRank: SubscriptionStatus[] = [
  'past_due',
  'unpaid',
  'incomplete',
  'active',
  'trialing',
  'paused',
  'canceled',
  'incomplete_expired',
  'unknown',
];

// Spec section 4 (setup helper).
/** Steps of the review responder setup: locations, auto-responder, notification, subscription. */
export function setupStepsLeft(state: {
  anyLocationGranted: boolean;
  responderEnabled: boolean;
  reportsOn: boolean;
  subscribed: boolean;
}): number {
  return Object.values(state).filter((done) => !done).length;
}

function Item({
  title,
  children,
  link,
}: {
  title: ReactNode;
  children: ReactNode;
  link: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <h2 className={styles.itemTitle}>{title}</h2>
      <p className={styles.itemText}>{children}</p>
      <p className={styles.itemText}>{link}</p>
    </li>
  );
}

// Spec section 2 (Home): greeting with the user's name and the customer id.
/**
 * The owner's start page: a greeting with their customer number, and what needs doing now:
 * unanswered reviews, setup steps left and the state of their subscription, each linking to its
 * page. The props that matter: the links to those pages.
 */
export function HomeSummary({ reviewsHref, setupHref, subscriptionsHref }: HomeSummaryProps) {
  const intl = useIntl();
  const { data: session } = useSession();
  const organizationId = session?.organization.id ?? null;
  const { data: profile } = useProfile();
  const unanswered = useReviews(organizationId, { responseKind: 'none', limit: 1 });
  const locations = useLocations(organizationId);
  const responder = useResponderSettings(organizationId);
  const notifications = useNotificationSettings();
  const subscriptions = useSubscriptions(organizationId);

  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : session?.email;
  const subscription = subscriptions.data
    ? ([...subscriptions.data].sort(
        (a, b) => statusRank.indexOf(a.status) - statusRank.indexOf(b.status),
      )[0] ?? null)
    : undefined;
  const steps =
    locations.data && responder.data && notifications.data && subscription !== undefined
      ? setupStepsLeft({
          anyLocationGranted: locations.data.some((l) => l.granted),
          responderEnabled: responder.data.enabled,
          reportsOn: notifications.data.reportInterval !== 'never',
          subscribed: subscription?.status === 'active' || subscription?.status === 'trialing',
        })
      : undefined;
  // A line as tall as the text it stands for: the cards keep their height when it arrives.
  const loading = <Skeleton shape="line" width="8rem" />;
  const isLoading =
    !(session && name) || !unanswered.data || steps === undefined || subscription === undefined;

  return (
    <section className={styles.summary} aria-labelledby="home-summary-greeting">
      {/* The placeholders are hidden from assistive technology; this says what they mean. */}
      {isLoading ? (
        <p
          role="status"
          aria-label={intl.formatMessage(messages.loading)}
          className={styles.visuallyHidden}
        >
          {intl.formatMessage(messages.loading)}
        </p>
      ) : null}
      <p id="home-summary-greeting">
        {session && name ? (
          <FormattedMessage
            id="home.greeting"
            defaultMessage="Welcome, {name}. Your customer number is {customerNumber}."
            values={{
              name,
              // "K-100234" broke after its hyphen on a phone (owner trial 7).
              customerNumber: (
                <span className={styles.noWrap}>{session.organization.customerNumber}</span>
              ),
            }}
          />
        ) : (
          <Skeleton shape="line" width="min(30rem, 100%)" />
        )}
      </p>
      <ul className={styles.items}>
        <Item
          title={<FormattedMessage id="home.reviews.title" defaultMessage="Reviews" />}
          link={
            <Link href={reviewsHref} variant="standalone">
              <FormattedMessage id="home.reviews.link" defaultMessage="Answer reviews" />
            </Link>
          }
        >
          {unanswered.data ? (
            <FormattedMessage
              id="home.reviews.unanswered"
              defaultMessage="{count, plural, =0 {No unanswered reviews} one {# unanswered review} other {# unanswered reviews}}"
              values={{ count: unanswered.data.total }}
            />
          ) : (
            loading
          )}
        </Item>
        <Item
          // The responder's own setup, named as such: Google access and unreleased locations are
          // the attention list's, so "complete" here never contradicts what that list shows. Done,
          // it says "Set up", a fact about the setup, not "All steps done", which read as if
          // nothing needed attention while the list above it said otherwise (owner trial 9).
          title={<FormattedMessage id="home.setup.title" defaultMessage="Review responder setup" />}
          link={
            <Link href={setupHref} variant="standalone">
              <FormattedMessage id="home.setup.link" defaultMessage="Open the setup" />
            </Link>
          }
        >
          {steps !== undefined ? (
            <FormattedMessage
              id="home.setup.left"
              defaultMessage="{count, plural, =0 {Set up} one {# step left} other {# steps left}}"
              values={{ count: steps }}
            />
          ) : (
            loading
          )}
        </Item>
        <Item
          title={<FormattedMessage id="home.subscription.title" defaultMessage="Subscription" />}
          link={
            <Link href={subscriptionsHref} variant="standalone">
              <FormattedMessage id="home.subscription.link" defaultMessage="Manage subscriptions" />
            </Link>
          }
        >
          {subscription === undefined ? (
            loading
          ) : (
            <FormattedMessage
              id="home.subscription.state"
              defaultMessage="{status, select, none {No subscription yet} active {Active} trialing {Trial} past_due {Payment required} unpaid {Unpaid} incomplete {Incomplete} paused {Paused} canceled {Canceled} other {Needs attention}}"
              values={{ status: subscription?.status ?? 'none' }}
            />
          )}
        </Item>
      </ul>
    </section>
  );
}
