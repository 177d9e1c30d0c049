import { useSession } from '@locperf/api/auth';
import { useProfile } from '@locperf/api/profile';
import { reviewFilters, type Review, type ReviewFilters } from '@locperf/api/reviews';
import { ReplyEditorDialog } from '@locperf/features/reply-editor';
import { ReviewInbox } from '@locperf/features/review-inbox';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/**
 * /reviews (issue 7): the inbox with its filters in the URL query, so a filtered view can be
 * bookmarked and shared, and the reply editor in a dialog.
 */
export function ReviewsPage() {
  const { data: session } = useSession();
  const { data: profile } = useProfile();
  const organizationId = session?.organization.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => reviewFilters.fromSearchParams(params), [params]);
  const onFiltersChange = useCallback(
    (next: ReviewFilters) => setParams(reviewFilters.toSearchParams(next)),
    [setParams],
  );
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  return (
    <>
      <h1>
        <FormattedMessage id="page.reviews.title" defaultMessage="Reviews" />
      </h1>
      <ReviewInbox
        organizationId={organizationId}
        filters={filters}
        onFiltersChange={onFiltersChange}
        onReply={setReplyTo}
        timeZone={profile?.timezone}
        pageScrollOnPhones
      />
      <ReplyEditorDialog
        organizationId={organizationId}
        review={replyTo}
        onClose={() => setReplyTo(null)}
        timeZone={profile?.timezone}
        moreQuotaHref="/shop"
        templatesHref="/settings/review-responder#reply-templates"
      />
    </>
  );
}
