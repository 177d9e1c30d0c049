import type { HttpHandler } from 'msw';
import {
  getWidgetBooster,
  getWidgetReviews,
  WIDGET_TOKEN_HEADER,
  type WidgetReviewsQuery,
} from '@locperf/api/widgets';
import { mockDb as db } from '../state';
import { eq, failure, notFound, ok, type Route, type RouteOptions } from './shared';

/** The widget token the demo backend accepts for every seeded location (issue 8). */
export const DEMO_WIDGET_TOKEN = 'demo-widget-token';

/** The widget endpoints are public but need the location's widget token (issue 8). */
const widgetToken: RouteOptions = {
  authorize: (request) =>
    request.headers.get(WIDGET_TOKEN_HEADER) === DEMO_WIDGET_TOKEN
      ? null
      : failure(401, 'Unauthorized', 'widget.token.invalid'),
};

function locationFor(locationId: string) {
  const location = db.location.findFirst({ where: { id: eq(locationId) } });
  if (!location) return null;
  const reviews = db.review.findMany({
    where: { locationId: eq(location.id) },
    orderBy: { createdAt: 'desc' },
  });
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    reviews,
    location: {
      id: location.id,
      name: location.name,
      rating: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : null,
      reviewCount: reviews.length,
      googleReviewUrl: `https://search.google.com/local/writereview?placeid=demo-${location.id}`,
    },
  };
}

/** The public widget endpoints, serving the seeded locations' reviews. */
export function widgetHandlers(r: Route): HttpHandler[] {
  return [
    r(
      getWidgetReviews,
      ({ params, query }) => {
        const found = locationFor(params.locationId ?? '');
        if (!found) return notFound();
        // widgetReviewsQuerySchema refused filters out of bounds (issue 15); these are defaults.
        const { minRating = 1, withTextOnly = false, limit = 10 } = query as WidgetReviewsQuery;
        const reviews = found.reviews
          .filter((rv) => rv.rating >= minRating && (!withTextOnly || rv.comment !== null))
          .slice(0, limit)
          .map((rv) => ({
            id: rv.id,
            rating: rv.rating,
            comment: rv.comment,
            language: rv.language,
            authorName: rv.authorName,
            createdAt: rv.createdAt,
          }));
        return ok({ location: found.location, reviews });
      },
      widgetToken,
    ),
    r(
      getWidgetBooster,
      ({ params }) => {
        const found = locationFor(params.locationId ?? '');
        return found ? ok({ location: found.location }) : notFound();
      },
      widgetToken,
    ),
  ];
}
