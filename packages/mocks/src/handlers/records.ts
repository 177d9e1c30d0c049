import { mockDb as db } from '../state';
import type { BillingProduct } from '../billing';
import type { ReviewType } from '@locperf/api/reviews';
import { eq, type UserRecord } from './shared';

/** Store records mapped to the shapes of the contract, shared by several resources. */

export function toUser(user: UserRecord) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    language: user.language,
    timezone: user.timezone,
    reportInterval: user.reportInterval,
  };
}

export function toSession(user: UserRecord) {
  const org = db.organization.findFirst({ where: { id: eq(user.organizationId) } });
  return {
    email: user.email,
    organization: {
      id: user.organizationId,
      name: org?.name ?? '',
      customerNumber: org?.externalId ?? '',
    },
    roles: user.roles as string[],
  };
}

/** Statuses that keep a location subscribed. */
const LIVE = ['active', 'trialing', 'past_due'];

export function liveSubscriptions(organizationId: string) {
  return db.subscription
    .findMany({ where: { organizationId: eq(organizationId) } })
    .filter((s) => LIVE.includes(s.status) && (!s.endsAt || new Date(s.endsAt) > new Date()));
}

export interface SubscriptionItem {
  priceId: string;
  productType: string;
  locations: string[];
}

export function toLocation(location: NonNullable<ReturnType<typeof db.location.findFirst>>) {
  const subs = liveSubscriptions(location.organizationId).flatMap((s) =>
    (s.items as SubscriptionItem[])
      .filter((item) => item.locations.includes(location.id))
      .map((item) => ({ subscriptionId: s.id, productType: item.productType, status: s.status })),
  );
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    type: location.type,
    granted: location.granted,
    hasSubscribed: [...new Set(subs.map((s) => s.productType))],
    rating: location.rating,
    subscriptions: subs,
    googleAccountId: location.googleAccountId,
    importStatus: location.importStatus,
    // A stable fake place id, so the booster's review link and QR code have something to show.
    placeId: `demo-place-${location.id}`,
  };
}

export type ReviewRecord = NonNullable<ReturnType<typeof db.review.findFirst>>;

/**
 * The organization's reviews, newest first. A plain sort of `getAll()`: @mswjs/data's
 * `findMany` with `orderBy` is several times slower, which the 10,000-review benchmark of
 * issue 7 would measure instead of the inbox.
 */
export function reviewsNewestFirst(organizationId: string): ReviewRecord[] {
  return db.review
    .getAll()
    .filter((rv) => rv.organizationId === organizationId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** The review type of spec section 3: a review without a comment is "stars only". */
export function reviewTypeOf(review: Pick<ReviewRecord, 'comment'>): ReviewType {
  return review.comment === null ? 'stars_only' : 'with_comment';
}

export function toReview(review: ReviewRecord) {
  return {
    id: review.id,
    locationId: review.locationId,
    rating: review.rating,
    type: reviewTypeOf(review),
    comment: review.comment,
    language: review.language,
    authorName: review.authorName,
    createdAt: review.createdAt,
    responseKind: review.responseKind,
    reply: review.reply === null ? null : (JSON.parse(review.reply) as unknown),
    draft: review.draft === null ? null : (JSON.parse(review.draft) as unknown),
  };
}

export function toProducts(): BillingProduct[] {
  return db.product.getAll().map((p) => ({
    priceId: p.priceId,
    name: p.name,
    type: p.type,
    locationSelect: p.locationSelect,
    unitAmount: p.unitAmount,
    currency: p.currency,
    taxBehavior: p.taxBehavior,
  }));
}

export function toCustomer(c: NonNullable<ReturnType<typeof db.customer.findFirst>>) {
  return {
    id: c.id,
    email: c.email,
    companyOrName: c.companyOrName,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    zipCode: c.zipCode,
    country: c.country,
    vatId: c.vatId,
  };
}

export function toSubscription(s: NonNullable<ReturnType<typeof db.subscription.findFirst>>) {
  const customer = db.customer.findFirst({ where: { id: eq(s.customerId) } });
  const items = s.items as SubscriptionItem[];
  return {
    id: s.id,
    customer: { id: s.customerId, companyOrName: customer?.companyOrName ?? '' },
    createdAt: s.createdAt,
    endsAt: s.endsAt,
    validLocations: new Set(items.flatMap((i) => i.locations)).size,
    status: s.status,
    items,
    providerSubscriptionId: s.providerSubscriptionId,
    currentPeriodEnd: s.currentPeriodEnd,
  };
}

export function sendEmail(to: string, kind: string, token: string) {
  db.email.create({
    id: globalThis.crypto.randomUUID(),
    to,
    kind,
    token,
    sentAt: new Date().toISOString(),
  });
}

export function toCheckout(session: NonNullable<ReturnType<typeof db.checkoutSession.findFirst>>) {
  return {
    id: session.id,
    status: session.status,
    paymentStatus: session.paymentStatus,
    clientSecret: session.clientSecret,
    invoice: JSON.parse(session.invoice) as unknown,
    subscriptionId: session.subscriptionId,
    providerSubscriptionId: session.providerSubscriptionId,
    cartItems: session.items,
    completedAt: session.completedAt,
  };
}
