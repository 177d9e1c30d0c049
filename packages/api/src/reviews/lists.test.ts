import { describe, expect, it } from 'vitest';
import { patchReviewPages } from './lists';
import type { Review, ReviewPage } from './reviews';

const at = '2026-03-05T10:00:00.000Z';
function review(id: string, change: Partial<Review> = {}): Review {
  return {
    id,
    locationId: 'loc-1',
    rating: 4,
    type: 'with_comment',
    comment: 'Sehr gute Brötchen.',
    language: 'de',
    authorName: 'Anna Schmidt',
    createdAt: at,
    responseKind: 'draft',
    reply: null,
    draft: { text: 'Vielen Dank!', generated: true, updatedAt: at },
    ...change,
  };
}
const published = (id: string) =>
  review(id, {
    responseKind: 'ai',
    draft: null,
    reply: { text: 'Vielen Dank!', answeredAt: at, kind: 'ai' },
  });

function pages(): ReviewPage[] {
  return [
    { items: [review('r1'), review('r2')], nextCursor: 'c2', total: 22 },
    { items: [review('r3')], nextCursor: null, total: 22 },
  ];
}

// Owner trial 5, finding 8: a reply published in the "draft" list left its count unchanged.
describe('patchReviewPages (a changed review in a loaded inbox list)', () => {
  it('keeps the row in place and counts one draft less once its reply is published', () => {
    const next = patchReviewPages(pages(), published('r3'), { responseKind: 'draft' });
    expect(next.map((page) => page.items.map((item) => item.responseKind))).toEqual([
      ['draft', 'draft'],
      ['ai'],
    ]);
    expect(next.map((page) => page.total)).toEqual([21, 21]);
  });

  it('changes the count once: editing the published reply again leaves it', () => {
    const once = patchReviewPages(pages(), published('r1'), { responseKind: 'draft' });
    const twice = patchReviewPages(once, published('r1'), { responseKind: 'draft' });
    expect(twice[0]?.total).toBe(21);
  });

  it('leaves the count of a list the review still matches, and of one without the review', () => {
    expect(patchReviewPages(pages(), published('r2'), {})[0]?.total).toBe(22);
    const other = patchReviewPages(pages(), published('r9'), { responseKind: 'draft' });
    expect(other).toEqual(pages());
  });

  it('counts a review that comes to match again (a deleted reply in the "none" list)', () => {
    const none = [
      { items: [review('r1', { responseKind: 'ai', draft: null })], nextCursor: null, total: 5 },
    ];
    const deleted = review('r1', { responseKind: 'none', draft: null });
    expect(patchReviewPages(none, deleted, { responseKind: 'none' })[0]?.total).toBe(6);
  });
});
