import { updateResponderSettings, type ResponderSettings } from '@locperf/api/responder-settings';
import { generateReviewDraft } from '@locperf/api/reviews';
import { describe, expect, it } from 'vitest';
import { call, org, setupMockBackend, signedIn } from './mock-test-support';
import { mockDb } from './state';
import { SEEDED_RESPONDER_SETTINGS } from './ai-replies';

setupMockBackend();

const eq = <T>(value: T) => ({ equals: value });

/** A seeded review, made into the given language, rating, author and text. */
function reviewAs(
  language: string,
  rating: number,
  authorName = 'Anna Schmidt',
  comment: string | null = 'Text',
): string {
  const review = mockDb.review.findFirst({ where: { responseKind: eq('none') } });
  if (!review) throw new Error('no unanswered review in the seed');
  mockDb.review.update({
    where: { id: eq(review.id) },
    data: { language, rating, authorName, comment },
  });
  return review.id;
}

async function generate(reviewId: string, settings: Partial<ResponderSettings> = {}) {
  const client = await signedIn();
  await call(client, updateResponderSettings, {
    params: org,
    body: { ...SEEDED_RESPONDER_SETTINGS, ...settings },
  });
  const review = await call(client, generateReviewDraft, { params: { ...org, reviewId } });
  return review.draft?.text.split('\n') ?? [];
}

describe("the demo's AI drafts (issue 18: they follow the responder settings and the review)", () => {
  it('answers a German 1-star review formally, apologising, with an offer, signed by the team', async () => {
    const [greeting, body, signOff] = await generate(reviewAs('de', 1));
    expect(greeting).toBe('Guten Tag Anna Schmidt,');
    expect(body).toMatch(/Es tut uns sehr leid/);
    expect(body).toMatch(/wiedergutmachen/);
    expect(signOff).toBe('Ihr Team von Bäckerei Sonnenschein GmbH');
  });

  it('thanks a French 5-star review informally, signed by the user who asked', async () => {
    const owner = mockDb.user.findFirst({ where: { id: eq('user-owner') } });
    const [greeting, body, signOff] = await generate(reviewAs('fr', 5), {
      salutation: 'informal',
      answerAs: 'individual',
    });
    expect(greeting).toBe('Salut Anna,');
    expect(body).toMatch(/Merci pour ton super avis/);
    expect(body).not.toMatch(/désolé/);
    expect(signOff).toBe(`${owner?.firstName}, de Bäckerei Sonnenschein GmbH`);
  });

  it("answers a stars-only review in the business's language, not the reviewer's guessed one", async () => {
    // The German owner trial: 5 stars without text from "Mona Kuhn", tagged English, got
    // "Dear Mona Kuhn, …" for a German bakery. The signer (the owner) works in German.
    const [greeting, , signOff] = await generate(reviewAs('en', 5, 'Mona Kuhn', null));
    expect(greeting).toBe('Guten Tag Mona Kuhn,');
    expect(signOff).toBe('Ihr Team von Bäckerei Sonnenschein GmbH');
    // With words, the review's own language still decides.
    const [english] = await generate(reviewAs('en', 5, 'Mona Kuhn', 'Lovely bread'));
    expect(english).toMatch(/^(Dear|Hello) Mona Kuhn,$/);
  });

  it('seeds drafts that follow the seeded settings and the rating', () => {
    const drafts = mockDb.review
      .findMany({ where: { responseKind: eq('draft'), language: eq('de') } })
      .map((r) => ({
        rating: r.rating,
        lines: (JSON.parse(r.draft ?? '{}') as { text: string }).text.split('\n'),
      }));
    const low = drafts.find((d) => d.rating === 1);
    const high = drafts.find((d) => d.rating === 5);
    expect(low?.lines[1]).toMatch(/Es tut uns sehr leid/);
    expect(high?.lines[1]).not.toMatch(/leid/);
    expect(low?.lines[2]).toBe('Ihr Team von Bäckerei Sonnenschein GmbH');
  });
});

describe('the seeded replies (second German owner trial: "Dear Mustafa Block" on a German bakery)', () => {
  it("answer every stars-only review in the business's language, whatever its guessed one", () => {
    const starsOnly = mockDb.review
      .getAll()
      .filter((r) => r.comment === null && r.language !== 'de' && (r.reply ?? r.draft) !== null);
    expect(starsOnly.length).toBeGreaterThan(10);
    for (const review of starsOnly) {
      const { text } = JSON.parse((review.reply ?? review.draft)!) as { text: string };
      expect(text.split('\n')[0], review.id).toBe(`Guten Tag ${review.authorName},`);
    }
  });
});
