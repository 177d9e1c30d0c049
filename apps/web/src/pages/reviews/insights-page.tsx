import { useSession } from '@locperf/api/auth';
import { insightsView, type InsightsView } from '@locperf/api/insights';
import { Insights } from '@locperf/features/insights';
import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/**
 * /insights (issue 18): the review insights, with the period and the location in the URL query
 * (`?period=90d&location=loc-2`), so a view can be bookmarked and shared.
 */
export function InsightsPage() {
  const { data: session } = useSession();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => insightsView.fromSearchParams(params), [params]);
  const onViewChange = useCallback(
    (next: InsightsView) => setParams(insightsView.toSearchParams(next)),
    [setParams],
  );
  return (
    <>
      <h1>
        <FormattedMessage id="page.insights.title" defaultMessage="Insights" />
      </h1>
      <Insights
        organizationId={session?.organization.id ?? null}
        view={view}
        onViewChange={onViewChange}
      />
    </>
  );
}
