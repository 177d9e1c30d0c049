import { fakerDE } from '@faker-js/faker';
import type { HttpHandler } from 'msw';
import { grantLocation, listLocations, revokeLocation } from '@locperf/api/locations';
import { mockControls } from '../controls';
import { mockDb as db, notifyMockDbChange } from '../state';
import { aiReplyText } from '../ai-replies';
import { createReview, updateLocationRating } from '../store';
import { reviewTypeOf, toLocation, type ReviewRecord } from './records';
import { eq, findInOrganization, notFound, ok, type Route } from './shared';

type SettingsRecord = ReturnType<typeof db.responderSettings.findFirst>;

/**
 * What the review responder does with a freshly imported review: nothing when it is off,
 * otherwise an AI reply, published only with auto-publish and at least the minimum stars
 * (issue 7 guard rail); lower ratings stay drafts for approval.
 */
function respondOnImport(review: ReviewRecord, settings: SettingsRecord): void {
  const answer =
    settings?.enabled && (reviewTypeOf(review) === 'with_comment' || settings.replyToStarsOnly);
  const at = new Date().toISOString();
  if (!answer) {
    db.review.update({
      where: { id: eq(review.id) },
      data: { responseKind: 'none', reply: null, draft: null },
    });
    return;
  }
  const text = aiReplyText(db, review);
  const minimum = settings.autoPublishMinRating || 3;
  const publish = settings.autoPublish && review.rating >= minimum;
  db.review.update({
    where: { id: eq(review.id) },
    data: publish
      ? {
          responseKind: 'ai',
          reply: JSON.stringify({ text, answeredAt: at, kind: 'ai' }),
          draft: null,
        }
      : {
          responseKind: 'draft',
          reply: null,
          draft: JSON.stringify({ text, generated: true, updatedAt: at }),
        },
  });
}

/** Imports with a timer in this worker: a reload can restart the worker, but not its timers. */
const scheduled = new Set<string>();

function startImport(locationId: string) {
  const location = db.location.update({
    where: { id: eq(locationId) },
    data: { granted: true, importStatus: 'running' },
  });
  scheduleImport(locationId);
  return location;
}

/**
 * Spec section 4: granting starts the review import; the mock finishes it after a delay. The
 * demo keeps its store across reloads and its timers not: an import left "running" by a reload
 * right after the grant stayed so for good (fifth owner trial), so listing picks it up again.
 */
function scheduleImport(locationId: string) {
  if (scheduled.has(locationId)) return;
  scheduled.add(locationId);
  setTimeout(() => {
    scheduled.delete(locationId);
    const current = db.location.findFirst({ where: { id: eq(locationId) } });
    if (!current || current.importStatus !== 'running') return;
    fakerDE.seed(locationId.length * 7919);
    const now = Date.now();
    const settings = db.responderSettings.findFirst({ where: { id: eq(current.organizationId) } });
    for (let i = 0; i < 20; i += 1) {
      const review = createReview(db, fakerDE, {
        id: `rev-${locationId}-${now}-${i}`,
        organizationId: current.organizationId,
        locationId,
        createdAt: new Date(now - (i + 1) * 36 * 3600_000),
      });
      respondOnImport(review, settings);
    }
    db.location.update({ where: { id: eq(locationId) }, data: { importStatus: 'done' } });
    updateLocationRating(db, locationId);
    notifyMockDbChange();
  }, mockControls.importDelayMs);
}

/** Locations and their review import (spec section 7). */
export function locationHandlers(r: Route): HttpHandler[] {
  return [
    r(listLocations, ({ params }) => {
      const locations = db.location.findMany({
        where: { organizationId: eq(params.organizationId ?? '') },
      });
      for (const location of locations) {
        if (location.importStatus === 'running') scheduleImport(location.id);
      }
      return ok(locations.map(toLocation));
    }),
    r(grantLocation, (ctx) => {
      const location = findInOrganization(db.location, ctx, 'locationId');
      if (!location) return notFound();
      const granted = startImport(location.id);
      return ok(toLocation(granted ?? location), [
        { type: 'info', key: 'locations.import_started' },
      ]);
    }),
    r(revokeLocation, (ctx) => {
      const location = findInOrganization(db.location, ctx, 'locationId');
      if (!location) return notFound();
      const updated = db.location.update({
        where: { id: eq(location.id) },
        data: { granted: false },
      });
      return ok(toLocation(updated ?? location));
    }),
  ];
}
