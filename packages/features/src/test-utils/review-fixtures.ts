import type { Location } from '@locperf/api/locations';
import type { Review } from '@locperf/api/reviews';

/** A review with a comment and no reply, for stories and tests of the review widgets. */
export const unansweredReview: Review = {
  id: 'rev-story-1',
  locationId: 'loc-1',
  rating: 2,
  type: 'with_comment',
  comment: 'Leider waren die Brötchen altbacken. Unfreundliche Bedienung und lange Wartezeit.',
  language: 'de',
  authorName: 'Anna Schmidt',
  createdAt: '2026-11-20T09:15:00.000Z',
  responseKind: 'none',
  reply: null,
  draft: null,
};

/** The same review with an AI draft waiting for approval. */
export const draftReview: Review = {
  ...unansweredReview,
  id: 'rev-story-2',
  responseKind: 'draft',
  draft: {
    text: 'Vielen Dank für Ihr ehrliches Feedback. Es tut uns leid, dass Ihr Besuch nicht Ihren Erwartungen entsprach.',
    generated: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
};

/** A 5-star review with a published reply. */
export const publishedReview: Review = {
  ...unansweredReview,
  id: 'rev-story-3',
  rating: 5,
  comment: 'Lovely staff and the best bread rolls in town.',
  language: 'en',
  authorName: 'James Miller',
  responseKind: 'manual',
  reply: {
    text: 'Thank you very much for your review! We look forward to your next visit.',
    answeredAt: '2026-11-20T12:30:00.000Z',
    kind: 'manual',
  },
};

/** A location whose review import is running (spec section 4: granting starts the import). */
export const importingLocation: Location = {
  id: 'loc-6',
  name: 'Sonnenschein Dresden',
  address: 'Prager Straße 1, 01069 Dresden',
  type: 'Café',
  granted: true,
  hasSubscribed: [],
  rating: null,
  subscriptions: [],
  googleAccountId: 'gacc-2',
  importStatus: 'running',
  placeId: 'demo-place-loc-6',
};
