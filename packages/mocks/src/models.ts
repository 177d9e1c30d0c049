import { drop, factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The models of the mock backend (@mswjs/data). Complex values that the library does not
 * update reliably (nested nullable objects) are kept as JSON strings and parsed by the handlers.
 */
const models = {
  system: { id: primaryKey(String), release: nullable(String) },
  user: {
    id: primaryKey(String),
    email: String,
    password: String,
    firstName: String,
    lastName: String,
    language: String,
    timezone: String,
    reportInterval: String,
    newReviewEmail: Boolean,
    roles: Array,
    organizationId: String,
    activated: Boolean,
    confirmationToken: nullable(String),
    failedSignIns: Number,
    lockedUntil: Number,
  },
  revokedToken: { id: primaryKey(String), expiresAt: Number },
  organization: {
    id: primaryKey(String),
    name: String,
    externalId: String,
    aiQuotaLimit: Number,
    aiQuotaUsed: Number,
  },
  googleAccount: {
    id: primaryKey(String),
    organizationId: String,
    email: String,
    connected: Boolean,
    refreshTokenValid: Boolean,
    missingScopes: Boolean,
  },
  location: {
    id: primaryKey(String),
    organizationId: String,
    googleAccountId: String,
    name: String,
    address: String,
    type: String,
    granted: Boolean,
    rating: nullable(Number),
    importStatus: String,
  },
  review: {
    id: primaryKey(String),
    organizationId: String,
    locationId: String,
    rating: Number,
    comment: nullable(String),
    language: String,
    authorName: String,
    createdAt: String,
    responseKind: String,
    /** JSON of the reply, or null. */
    reply: nullable(String),
    /** JSON of the draft, or null. */
    draft: nullable(String),
  },
  responderSettings: {
    id: primaryKey(String),
    enabled: Boolean,
    salutation: String,
    answerAs: String,
    autoPublish: Boolean,
    iconsAllowed: Boolean,
    replyToStarsOnly: Boolean,
    /** Issue 7 guard rail: auto-publish from this many stars; 0 in old snapshots means 3. */
    autoPublishMinRating: Number,
  },
  /** Saved reply templates (issue 18). */
  replyTemplate: {
    id: primaryKey(String),
    organizationId: String,
    name: String,
    language: String,
    text: String,
    updatedAt: String,
  },
  product: {
    id: primaryKey(String),
    name: String,
    type: String,
    locationSelect: Boolean,
    description: String,
    priceId: String,
    unitAmount: Number,
    currency: String,
    taxBehavior: String,
  },
  promoCode: {
    code: primaryKey(String),
    percentOff: nullable(Number),
    amountOff: nullable(Number),
    durationInMonths: nullable(Number),
    valid: Boolean,
  },
  customer: {
    id: primaryKey(String),
    organizationId: String,
    email: String,
    companyOrName: String,
    addressLine1: String,
    addressLine2: nullable(String),
    city: String,
    zipCode: String,
    country: String,
    vatId: nullable(String),
  },
  subscription: {
    id: primaryKey(String),
    organizationId: String,
    customerId: String,
    createdAt: String,
    endsAt: nullable(String),
    status: String,
    /** `[{ priceId, productType, locations }]` */
    items: Array,
    providerSubscriptionId: nullable(String),
    currentPeriodStart: String,
    currentPeriodEnd: String,
  },
  invoice: {
    id: primaryKey(String),
    organizationId: String,
    createdAt: String,
    /** JSON of the invoice as the contract returns it. */
    json: String,
  },
  checkoutSession: {
    id: primaryKey(String),
    idempotencyKey: String,
    organizationId: String,
    customerId: String,
    items: Array,
    promoCode: nullable(String),
    status: String,
    paymentStatus: String,
    clientSecret: String,
    invoice: String,
    subscriptionId: nullable(String),
    providerSubscriptionId: nullable(String),
    completedAt: nullable(String),
  },
  /** Emails the backend "sent": confirmation, password reset, admin sign-up invitations. */
  email: {
    id: primaryKey(String),
    to: String,
    kind: String,
    token: String,
    sentAt: String,
  },
  contactRequest: {
    id: primaryKey(String),
    name: String,
    email: String,
    subject: String,
    message: String,
  },
};

/**
 * Creates an empty store with the contract's models, private to its page. @mswjs/data would
 * mirror every record made or changed to every other page of the origin through a
 * BroadcastChannel (its `sync` extension, on when the store is made in a browser): the demo's
 * seeding of 2,000 reviews posted 2,000 copies to the other open tabs, which added them to their
 * own stores, and cost about 130 ms of each page load (a third of the seeding). Each page keeps
 * its own store; the demo persists it in local storage (persist-store.ts).
 */
export function createStore() {
  const global = globalThis as { BroadcastChannel?: unknown };
  const channel = global.BroadcastChannel;
  // `sync` looks for BroadcastChannel once, when the store is made.
  global.BroadcastChannel = undefined;
  try {
    return factory(models);
  } finally {
    global.BroadcastChannel = channel;
  }
}

/** The store type. */
export type MockStore = ReturnType<typeof createStore>;

/** Model names, in the order snapshots restore them. */
export const modelNames = Object.keys(models) as (keyof typeof models)[];

/** Empties a store. */
export function clearStore(store: MockStore): void {
  drop(store);
}
