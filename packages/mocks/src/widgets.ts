import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AnyEndpoint } from '@locperf/api/client';
import { getWidgetBooster, getWidgetReviews, WIDGET_TOKEN_HEADER } from '@locperf/api/widgets';
import { answerFor, mswPath, takeOverride } from './controls';
import { mockDb as db } from './state';

/** The widget token the demo backend accepts for every seeded location (issue 8). */
export const DEMO_WIDGET_TOKEN = 'demo-widget-token';

const eq = <T>(value: T) => ({ equals: value });

function failure(status: number, statusText: string, key: string): Response {
  return HttpResponse.json(
    { messages: [{ type: 'error', key, params: {} }] },
    { status, statusText },
  );
}

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

/** Token check, then location lookup, with the mock controls of the contract. */
function widgetRoute(
  endpoint: AnyEndpoint,
  base: string,
  resolve: (found: NonNullable<ReturnType<typeof locationFor>>, url: URL) => Response,
): HttpHandler {
  return http.get(mswPath(endpoint, base), async ({ request, params }) => {
    const mode = takeOverride(endpoint.id);
    if (mode) {
      const answer = await answerFor(mode);
      if (answer) return answer;
    }
    if (request.headers.get(WIDGET_TOKEN_HEADER) !== DEMO_WIDGET_TOKEN) {
      return failure(401, 'Unauthorized', 'widget.token.invalid');
    }
    const found = locationFor(String(params.locationId));
    if (!found) return failure(404, 'Not Found', 'request.error.404');
    return resolve(found, new URL(request.url));
  });
}

/** Handlers of the public widget endpoints, serving the seeded locations' reviews. */
export function createWidgetHandlers(base = '*'): HttpHandler[] {
  return [
    widgetRoute(getWidgetReviews, base, ({ location, reviews }, url) => {
      const q = url.searchParams;
      const minRating = Math.min(5, Math.max(1, Number(q.get('minRating') ?? 1) || 1));
      const withTextOnly = q.get('withTextOnly') === 'true';
      const limit = Math.min(50, Math.max(1, Number(q.get('limit') ?? 10) || 10));
      const items = reviews
        .filter((r) => r.rating >= minRating && (!withTextOnly || r.comment !== null))
        .slice(0, limit)
        .map((r) => ({
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          language: r.language,
          authorName: r.authorName,
          createdAt: r.createdAt,
        }));
      return HttpResponse.json({ location, reviews: items });
    }),
    widgetRoute(getWidgetBooster, base, ({ location }) => HttpResponse.json({ location })),
  ];
}
