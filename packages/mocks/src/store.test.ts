import { describe, expect, it } from 'vitest';
import { createStore } from './models';
import { seedStore } from './store';

const DAY = 24 * 3600 * 1000;

/** A store seeded with `reviewCount` reviews at `now`, as plain records. */
function seeded(now: Date, reviewCount: number) {
  const store = createStore();
  seedStore(store, now, { reviewCount });
  return { reviews: store.review.getAll(), users: store.user.getAll() };
}

describe('seedStore (issue 3, Seed data)', () => {
  it('gives the same reviews when they come from the last seed as when they are drawn', () => {
    const then = new Date('2026-03-01T08:00:00.000Z');
    const now = new Date(then.getTime() + 37 * DAY + 12_345);
    seeded(then, 120); // drawn for `then`, kept
    const moved = seeded(now, 120); // the kept reviews, moved to `now`
    seeded(now, 7); // another count: drawn, and the 120 forgotten
    const drawn = seeded(now, 120); // drawn for `now`
    expect(moved.reviews).toHaveLength(120);
    expect(moved).toEqual(drawn);
    // The replies' dates moved with their reviews, and none is after "now".
    const answered = drawn.reviews.filter((r) => r.reply !== null);
    expect(answered.length).toBeGreaterThan(0);
    for (const review of answered) {
      const at = Date.parse((JSON.parse(review.reply!) as { answeredAt: string }).answeredAt);
      expect(at).toBeGreaterThanOrEqual(Date.parse(review.createdAt));
      expect(at).toBeLessThan(now.getTime());
    }
  });

  it('leaves faker in the same state either way, so later draws do not depend on the cache', async () => {
    const { fakerDE, fakerEN } = await import('@faker-js/faker');
    const now = new Date('2026-03-01T08:00:00.000Z');
    seeded(now, 29);
    seeded(now, 30); // drawn: the last seed had 29 reviews
    const afterDrawn = [fakerDE.person.fullName(), fakerEN.person.fullName()];
    seeded(now, 30); // moved from the last seed
    expect([fakerDE.person.fullName(), fakerEN.person.fullName()]).toEqual(afterDrawn);
  });
});

describe('seeded reviewer names (fourth owner trial: "Antwort an Herr Kenan Menne")', () => {
  it('carry no salutation such as Herr, Frau, Mme or Mr., as Google profile names do not', () => {
    const { reviews } = seeded(new Date('2026-03-01T08:00:00.000Z'), 400);
    const names = reviews.map((review) => review.authorName);
    expect(new Set(names).size).toBeGreaterThan(300);
    const salutations = /^(Herr|Frau|Mr\.|Mrs\.|Ms\.|Miss|M|Mme|Mlle) /;
    expect(names.filter((name) => salutations.test(name))).toEqual([]);
  });
});
