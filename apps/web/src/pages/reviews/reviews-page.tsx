import { useSession } from '@locperf/api/auth';
import { useProfile } from '@locperf/api/profile';
import { reviewFilters, type Review, type ReviewFilters } from '@locperf/api/reviews';
import { preloadInboxParts, ReviewInboxSplit } from '@locperf/features/review-inbox';
import { useHasOpened } from '@locperf/ui/modal';
import { mediaUp } from '@locperf/ui/tokens';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/**
 * The reply editor loads when the owner first opens it, not with the list (issue 14: route chunk
 * budget, and less script before the first review card paints).
 */
const ReplyEditorDialog = lazy(async () => ({
  default: (await import('@locperf/features/reply-editor')).ReplyEditorDialog,
}));

/**
 * The inbox's filter fields, view choice and phone sheet come in a chunk of their own (issue 14:
 * route chunk budget). A phone shows them only in the filter sheet, so its first review cards do
 * not wait for them. A desktop shows them with the list: the route waits for them with the page
 * (routes.ts), so the inbox is there at once and a Tab from the focused heading reaches the
 * filters (a CI run pressed Tab while a suspended inbox had left nothing to focus).
 */
export const ready: Promise<unknown> =
  typeof window !== 'undefined' && window.matchMedia?.(mediaUp('md')).matches
    ? preloadInboxParts()
    : Promise.resolve();

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
  // Once opened, the dialog stays mounted: its closing returns focus to the review.
  const editorUsed = useHasOpened(replyTo !== null);
  return (
    <>
      <h1>
        <FormattedMessage id="page.reviews.title" defaultMessage="Reviews" />
      </h1>
      {/* Waits for the filter parts where the route did not (a window widened past the phone layout). */}
      <Suspense fallback={null}>
        <ReviewInboxSplit
          organizationId={organizationId}
          filters={filters}
          onFiltersChange={onFiltersChange}
          onReply={setReplyTo}
          timeZone={profile?.timezone}
          pageScrollOnPhones
          moreQuotaHref="/shop"
          connectHref="/settings/google-account"
        />
      </Suspense>
      {editorUsed ? (
        <Suspense fallback={null}>
          <ReplyEditorDialog
            organizationId={organizationId}
            review={replyTo}
            onClose={() => setReplyTo(null)}
            timeZone={profile?.timezone}
            moreQuotaHref="/shop"
            templatesHref="/settings/review-responder#reply-templates"
          />
        </Suspense>
      ) : null}
    </>
  );
}
