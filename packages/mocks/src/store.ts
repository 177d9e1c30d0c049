import { fakerDE, fakerEN, fakerFR, type Faker } from '@faker-js/faker';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION,
  DEMO_PENDING_ACCOUNT,
  DEMO_PROMO_CODES,
  DEMO_RELEASE,
} from './db';
import type { MockStore } from './models';
import {
  composeAiReply,
  replyContext,
  SEEDED_RESPONDER_SETTINGS,
  type ReplyContext,
} from './ai-replies';
import { seedReplyTemplates } from './reply-templates';
import { reviewPhrases, type ReviewLanguage } from './text-bank';

/** Fixed faker seed: the same 2,000 reviews on every machine and every reset. */
export const MOCK_SEED = 20_250_101;
/** Number of seeded reviews (issue 3: at least 2,000). */
export const SEEDED_REVIEW_COUNT = 2_000;
/** AI replies the seeded organization may still generate before the quota answer. */
export const SEEDED_AI_QUOTA = { limit: 50, used: 45 } as const;

const DAY = 24 * 3600 * 1000;

const fakers: Record<ReviewLanguage, Faker> = { de: fakerDE, en: fakerEN, fr: fakerFR };

/**
 * A reviewer's name as Google shows it: without faker's "Herr", "Mme" or "Mr." in front, which
 * no reviewer types into a Google profile and which a German text cannot take as it is ("Antwort
 * an Herr Menne", the fourth owner trial). Academic titles stay, as people do write those.
 */
export function reviewerName(f: Faker): string {
  const { female = [], male = [] } = f.definitions.person.prefix ?? {};
  const name = f.person.fullName();
  const salutation = [...female, ...male].find((prefix) => name.startsWith(`${prefix} `));
  return salutation ? name.slice(salutation.length + 1) : name;
}

/** A review comment for a rating. */
function reviewComment(f: Faker, language: ReviewLanguage, rating: number): string {
  const bank = reviewPhrases[language];
  const pool = rating >= 4 ? bank.good : rating === 3 ? bank.mixed : bank.bad;
  return f.helpers.arrayElements(pool, { min: 1, max: 2 }).join(' ');
}

/** What {@link createReview} needs to know of one review. */
interface ReviewInput {
  id: string;
  organizationId: string;
  locationId: string;
  createdAt: Date;
  /** Replies are never dated after this. @default the current time */
  now?: Date;
}

/** Creates one review with faker values. */
export function createReview(
  store: MockStore,
  f: Faker,
  input: ReviewInput,
  context: ReplyContext = replyContext(store, input.organizationId),
) {
  return store.review.create(reviewRecord(f, input, context));
}

/** The record of one review with faker values, its reply composed with `context`. */
function reviewRecord(f: Faker, input: ReviewInput, context: ReplyContext) {
  const language = f.helpers.weightedArrayElement([
    { weight: 5, value: 'de' as const },
    { weight: 3, value: 'en' as const },
    { weight: 2, value: 'fr' as const },
  ]);
  const rating = f.helpers.weightedArrayElement([
    { weight: 50, value: 5 },
    { weight: 22, value: 4 },
    { weight: 10, value: 3 },
    { weight: 7, value: 2 },
    { weight: 11, value: 1 },
  ]);
  const starsOnly = f.datatype.boolean({ probability: 0.25 });
  const responseKind = f.helpers.weightedArrayElement([
    { weight: 45, value: 'ai' },
    { weight: 15, value: 'manual' },
    { weight: 30, value: 'none' },
    { weight: 10, value: 'draft' },
  ]);
  // Answered 1 to 72 hours after the review, but never later than now (the German trial saw
  // replies dated tomorrow).
  const answeredAt = new Date(
    Math.max(
      input.createdAt.getTime(),
      Math.min(
        input.createdAt.getTime() + f.number.int({ min: 1, max: 72 }) * 3600_000,
        (input.now?.getTime() ?? Date.now()) - 60_000,
      ),
    ),
  );
  // One draw where the seed once picked a canned reply, so every later seeded value (authors,
  // dates, counts) stays what tests and screenshots know.
  f.number.int({ max: 1 });
  const authorName = reviewerName(fakers[language]);
  // The reply follows the settings and the review like the demo's AI (issue 18).
  // A stars-only review is answered in the business's language (ai-replies.ts): the seed's
  // English "Dear Mustafa Block" on a German bakery's stars-only review was the second German
  // owner trial's finding. Reviews with words keep their own language.
  const text = composeAiReply(context, {
    organizationId: input.organizationId,
    language,
    rating,
    authorName,
    comment: starsOnly ? null : undefined,
  });
  return {
    id: input.id,
    organizationId: input.organizationId,
    locationId: input.locationId,
    rating,
    comment: starsOnly ? null : reviewComment(f, language, rating),
    language,
    authorName,
    createdAt: input.createdAt.toISOString(),
    responseKind,
    reply:
      responseKind === 'ai' || responseKind === 'manual'
        ? JSON.stringify({ text, answeredAt: answeredAt.toISOString(), kind: responseKind })
        : null,
    draft:
      responseKind === 'draft'
        ? JSON.stringify({ text, generated: true, updatedAt: answeredAt.toISOString() })
        : null,
  };
}

type SeededReview = ReturnType<typeof reviewRecord>;

/** The last seed's reviews and the "now" they were drawn for. */
let seedCache: { reviewCount: number; now: number; reviews: SeededReview[] } | undefined;

/**
 * The seed's reviews for `now`. Drawing them (about 30,000 faker draws and 2,000 composed
 * replies) was most of a reset, which every feature test pays after each test: the draws do not
 * depend on "now" (every date is drawn as an offset from it), so the last seed's reviews are
 * moved in time instead of drawn again. `store.test.ts` checks that both give the same.
 */
function seededReviews(
  store: MockStore,
  f: Faker,
  now: Date,
  reviewCount: number,
  granted: readonly { id: string }[],
): SeededReview[] {
  if (seedCache?.reviewCount === reviewCount) {
    return seedCache.reviews.map((review) => moveInTime(review, now.getTime() - seedCache!.now));
  }
  const organizationId = DEMO_ORGANIZATION.id;
  const context = replyContext(store, organizationId);
  const from = now.getTime() - 730 * DAY;
  const dates = Array.from({ length: reviewCount }, () =>
    f.number.int({ min: from, max: now.getTime() - DAY }),
  ).sort((a, b) => b - a);
  const reviews = dates.flatMap((time, i) => {
    const location = granted[i % granted.length];
    if (!location) return [];
    const input = {
      id: `rev-${String(i + 1).padStart(5, '0')}`,
      organizationId,
      locationId: location.id,
      createdAt: new Date(time),
      now,
    };
    return [reviewRecord(f, input, context)];
  });
  seedCache = { reviewCount, now: now.getTime(), reviews };
  return reviews;
}

/**
 * A location's rating is the average of its reviews, to one decimal, or null without any: the
 * Google accounts page and insights agree (owner trial: Leipzig showed "no data" beside 54
 * reviews in insights).
 */
export function updateLocationRating(store: MockStore, locationId: string): void {
  const ratings = store.review
    .findMany({ where: { locationId: { equals: locationId } } })
    .map((review) => review.rating);
  const rating = ratings.length
    ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10
    : null;
  store.location.update({ where: { id: { equals: locationId } }, data: { rating } });
}

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** A seeded review `ms` later (earlier when negative), its reply or draft dates too. */
function moveInTime(review: SeededReview, ms: number): SeededReview {
  const json = (value: string | null, key: 'answeredAt' | 'updatedAt') => {
    if (value === null) return null;
    const parsed = JSON.parse(value) as Record<string, string>;
    return JSON.stringify({ ...parsed, [key]: shift(parsed[key]!, ms) });
  };
  return {
    ...review,
    createdAt: shift(review.createdAt, ms),
    reply: json(review.reply, 'answeredAt'),
    draft: json(review.draft, 'updatedAt'),
  };
}

/** Options of {@link seedStore}. */
export interface SeedOptions {
  /** Reviews to create; the benchmark of issue 7 seeds 10,000. @default SEEDED_REVIEW_COUNT */
  reviewCount?: number;
}

/** Fills the store with the demo organization (issue 3, Seed data). Deterministic but for "now". */
export function seedStore(
  store: MockStore,
  now: Date = new Date(),
  { reviewCount = SEEDED_REVIEW_COUNT }: SeedOptions = {},
): void {
  const f = fakerDE;
  f.seed(MOCK_SEED);
  fakerEN.seed(MOCK_SEED + 1);
  fakerFR.seed(MOCK_SEED + 2);
  const org = DEMO_ORGANIZATION.id;

  store.system.create({ id: 'system', release: DEMO_RELEASE });
  store.organization.create({
    ...DEMO_ORGANIZATION,
    aiQuotaLimit: SEEDED_AI_QUOTA.limit,
    aiQuotaUsed: SEEDED_AI_QUOTA.used,
  });
  const user = (
    id: string,
    account: { email: string; password: string },
    roles: string[],
    extra: object = {},
  ) =>
    store.user.create({
      id,
      email: account.email,
      password: account.password,
      firstName: f.person.firstName(),
      lastName: f.person.lastName(),
      language: 'de',
      timezone: 'Europe/Berlin',
      reportInterval: 'weekly',
      newReviewEmail: true,
      roles,
      organizationId: org,
      activated: true,
      confirmationToken: null,
      failedSignIns: 0,
      lockedUntil: 0,
      ...extra,
    });
  user('user-owner', DEMO_ACCOUNTS.owner, ['ROLE_USER']);
  user('user-admin', DEMO_ACCOUNTS.admin, ['ROLE_USER', 'ROLE_ADMIN']);
  user('user-pending', DEMO_PENDING_ACCOUNT, ['ROLE_USER'], {
    activated: false,
    confirmationToken: 'confirm-pending-demo',
  });

  store.googleAccount.create({
    id: 'gacc-1',
    organizationId: org,
    email: 'marketing@sonnenschein.example',
    connected: true,
    refreshTokenValid: true,
    missingScopes: false,
  });
  store.googleAccount.create({
    id: 'gacc-2',
    organizationId: org,
    email: 'filialen@sonnenschein.example',
    connected: true,
    refreshTokenValid: false,
    missingScopes: false,
  });

  const cities = ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden'];
  const locations = cities.map((city, i) =>
    store.location.create({
      id: `loc-${i + 1}`,
      organizationId: org,
      googleAccountId: i < 4 ? 'gacc-1' : 'gacc-2',
      name: `Sonnenschein ${city}`,
      address: `${f.location.streetAddress()}, ${f.location.zipCode('#####')} ${city}`,
      type: i === 5 ? 'Café' : 'Bäckerei',
      // The sixth location is not granted yet, so the grant flow and the shop's rules have a case.
      granted: i < 5,
      // Set from its reviews below; the location not granted yet has none ("no data").
      rating: null,
      importStatus: i < 5 ? 'done' : 'none',
    }),
  );
  const granted = locations.filter((l) => l.granted);

  // Before the reviews: their replies are composed with these settings.
  store.responderSettings.create({ id: org, ...SEEDED_RESPONDER_SETTINGS });

  for (const review of seededReviews(store, f, now, reviewCount, granted)) {
    store.review.create(review);
  }
  for (const location of locations) updateLocationRating(store, location.id);
  // The mock's later draws (the reviews a location import adds) start from a known state
  // whether the reviews above were drawn or taken from the cache.
  f.seed(MOCK_SEED + 3);
  fakerEN.seed(MOCK_SEED + 4);
  fakerFR.seed(MOCK_SEED + 5);

  store.product.create({
    id: 'prod-responder',
    name: 'Review Responder',
    type: 'review_responder',
    locationSelect: true,
    description: 'AI replies to Google reviews, auto-published or as drafts.',
    priceId: 'price_responder_monthly',
    unitAmount: 2900,
    currency: 'eur',
    taxBehavior: 'exclusive',
  });
  store.product.create({
    id: 'prod-booster',
    name: 'Review Booster',
    type: 'review_booster',
    locationSelect: true,
    description: 'Collect more 5-star Google reviews.',
    priceId: 'price_booster_monthly',
    unitAmount: 1900,
    currency: 'eur',
    taxBehavior: 'inclusive',
  });
  store.promoCode.create({
    code: DEMO_PROMO_CODES.valid,
    percentOff: 10,
    amountOff: null,
    durationInMonths: 3,
    valid: true,
  });
  store.promoCode.create({
    code: DEMO_PROMO_CODES.expired,
    percentOff: 20,
    amountOff: null,
    durationInMonths: 1,
    valid: false,
  });

  store.customer.create({
    id: 'cust-1',
    organizationId: org,
    email: 'buchhaltung@sonnenschein.example',
    companyOrName: DEMO_ORGANIZATION.name,
    addressLine1: 'Sonnenallee 12',
    addressLine2: null,
    city: 'Berlin',
    zipCode: '12045',
    country: 'DE',
    vatId: null,
  });

  const periodStart = new Date(now.getTime() - 10 * DAY);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  store.subscription.create({
    id: 'subs-1',
    organizationId: org,
    customerId: 'cust-1',
    createdAt: new Date(now.getTime() - 100 * DAY).toISOString(),
    endsAt: null,
    status: 'active',
    items: [
      {
        priceId: 'price_responder_monthly',
        productType: 'review_responder',
        locations: ['loc-1', 'loc-2'],
      },
    ],
    providerSubscriptionId: 'sub_demo_1',
    currentPeriodStart: periodStart.toISOString(),
    currentPeriodEnd: periodEnd.toISOString(),
  });
  seedReplyTemplates(store, org, now);
}
