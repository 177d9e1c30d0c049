import { HomeSummary } from '@locperf/features/home-summary';
import { AccountPage } from './page-title';

/** Home (spec section 2): greeting, customer id and what needs attention. */
export function HomePage() {
  return (
    <AccountPage wide>
      <HomeSummary
        reviewsHref="/reviews"
        setupHref="/settings/review-responder"
        subscriptionsHref="/settings/subscriptions"
      />
    </AccountPage>
  );
}
