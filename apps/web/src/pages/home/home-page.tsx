import { useAttention, type AttentionItem } from '@locperf/api/attention';
import { useSession } from '@locperf/api/auth';
import { reviewFilters, type ReviewFilters } from '@locperf/api/reviews';
import { HomeSummary } from '@locperf/features/home-summary';
import { NeedsAttention } from '@locperf/features/needs-attention';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAfterPaint } from '@locperf/ui/after-paint';
import { AccountPage } from '../accounts/page-title';

/** The inbox filtered by the review filter codec, so the inbox reads back what is written here. */
const inbox = (filters: ReviewFilters) => `/reviews?${reviewFilters.toSearchParams(filters)}`;

/** Where each needs-attention action leads (issue 18); the feature never routes. */
export function attentionHref(item: AttentionItem): string | undefined {
  switch (item.kind) {
    case 'location_grant':
      // To the location itself on that long page: GoogleAccounts' `locationAnchor` (not imported
      // here, which would put that widget into the home page's chunk).
      return item.targetId
        ? `/settings/google-account#locperf-location-${item.targetId}`
        : '/settings/google-account';
    case 'subscription_past_due':
      return '/settings/subscriptions';
    case 'low_ratings_unanswered':
      // The inbox's "needs attention" view, unanswered: exactly the reviews the item counts
      // (1-2 stars, unanswered for over 24 h), so the two counts agree.
      return inbox({ view: 'attention', responseKind: 'none' });
    case 'drafts_awaiting_approval':
      return inbox({ responseKind: 'draft' });
    case 'ai_quota_low':
      return '/shop';
    default:
      return undefined;
  }
}

/** Home (spec section 2): what needs attention first, then greeting, customer id and summary. */
export function HomePage() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const organizationId = session?.organization.id ?? null;
  // The summary comes in below the list once the list has its height: arriving above the
  // summary, the list pushed it down by its whole height (CLS 0.41 on `/`, issue 14). The
  // request is the list's own (one SWR key), so nothing is fetched twice.
  const attention = useAttention(organizationId);
  const listSettled = attention.data !== undefined || attention.status === 'error';
  // And only once the list is painted: the list is the page's largest content, and the summary's
  // render and its five requests delayed that paint (issue 14, LCP of `/`).
  const showSummary = useAfterPaint(listSettled);
  return (
    <AccountPage wide>
      <NeedsAttention
        organizationId={organizationId}
        actionHref={attentionHref}
        returnUrl={pathname}
        onConsentUrl={(url) => {
          // Same-origin paths (the demo's consent) stay in the app; Google's page is a full load.
          if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
          else window.location.assign(url);
        }}
      />
      {showSummary ? (
        <HomeSummary
          reviewsHref="/reviews"
          setupHref="/settings/review-responder"
          subscriptionsHref="/settings/subscriptions"
        />
      ) : null}
    </AccountPage>
  );
}
