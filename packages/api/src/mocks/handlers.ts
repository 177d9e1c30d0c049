import { fakerDE } from '@faker-js/faker';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { searchUsers, sendSignUpEmail } from '../admin/admin';
import { signUpEmailFormSchema } from '../admin/forms';
import {
  confirmEmailEndpoint,
  getSessionEndpoint,
  refreshEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
} from '../auth/endpoints';
import { forgotPasswordFormSchema, resetPasswordBodySchema, signUpBodySchema } from '../auth/forms';
import { ROLE_ADMIN } from '../auth/session';
import { validateCart } from '../cart/cart';
import {
  confirmCheckoutSession,
  createCheckoutSession,
  getCheckoutSession,
} from '../checkout/checkout';
import { sendContactRequest } from '../contact/contact';
import { contactFormSchema } from '../contact/forms';
import type { AnyEndpoint } from '../contract/endpoints';
import {
  createCustomer,
  deleteCustomer,
  listCustomers,
  updateCustomer,
} from '../customers/customers';
import { isValidPostalCode } from '../customers/postal-code';
import {
  connectGoogleAccount,
  disconnectGoogleAccount,
  listGoogleAccounts,
  reauthorizeGoogleAccount,
  syncGoogleAccounts,
} from '../google-accounts/google-accounts';
import { getInvoice, listInvoices } from '../invoices/invoices';
import { grantLocation, listLocations, revokeLocation } from '../locations/locations';
import type { ServerMessage } from '../messages/messages';
import { formViolations } from '../forms/rules';
import { organizationFormSchema } from '../organization/forms';
import { getOrganization, updateOrganization } from '../organization/organization';
import {
  changePassword,
  getNotificationSettings,
  getProfile,
  updateNotificationSettings,
  updateProfile,
} from '../profile/profile';
import {
  notificationsFormSchema,
  passwordChangeBodySchema,
  profileContactFormSchema,
  profileLocaleFormSchema,
} from '../profile/forms';
import {
  getResponderSettings,
  updateResponderSettings,
} from '../responder-settings/responder-settings';
import {
  deleteReviewReply,
  editReviewReply,
  generateReviewDraft,
  getAiQuota,
  getReview,
  listReviews,
  publishReviewReply,
  saveReviewDraft,
} from '../reviews/reviews';
import { getPromoCode, listProducts } from '../shop/shop';
import { cancelSubscription, listSubscriptions } from '../subscriptions/subscriptions';
import { getSystemInfoEndpoint } from '../system/system-info';
import { addMonth, computeInvoice, type BillingProduct } from './billing';
import { answerFor, mockControls, mswPath, takeOverride } from './controls';
import { DEMO_DECLINED_CARD } from './db';
import { mockDb as db, notifyMockDbChange } from './state';
import { createReview, replyText } from './store';
import { createTokenExchangeHandlers } from './token-exchange';
import { issueToken, readToken } from './tokens';
import { createWidgetHandlers } from './widgets';

type Json = Record<string, unknown>;
type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;

interface Ctx {
  request: Request;
  params: Record<string, string>;
  url: URL;
  user: UserRecord | null;
  body: Json;
}

const eq = <T>(value: T) => ({ equals: value });

/** An answer with optional server messages (spec section 7). */
function ok(data: unknown, messages: ServerMessage[] = [], status = 200): Response {
  const body =
    Array.isArray(data) || messages.length === 0 ? data : { ...(data as Json), messages };
  return HttpResponse.json(body as never, { status });
}

/** A 422 with violations, the contract's field-error shape. */
function violations(...list: [propertyPath: string, key: string, params?: Json][]): Response {
  return HttpResponse.json(
    { violations: list.map(([propertyPath, key, params = {}]) => ({ propertyPath, key, params })) },
    { status: 422, statusText: 'Unprocessable Entity' },
  );
}

/**
 * The 422 of a body under the form schema the client checks too (issue 10: one zod schema per
 * form), or null when the body is valid. `pick` limits the check to the fields a partial update
 * sends.
 */
function schemaViolations(
  schema: Parameters<typeof formViolations>[0],
  body: Json,
): Response | null {
  const list = formViolations(schema, body);
  return list.length
    ? violations(...list.map((v): [string, string, Json] => [v.propertyPath, v.key, v.params]))
    : null;
}

/** An error status with one error message for the error channel. */
function failure(status: number, statusText: string, key: string, params: Json = {}): Response {
  return HttpResponse.json({ messages: [{ type: 'error', key, params }] }, { status, statusText });
}

const notFound = () => failure(404, 'Not Found', 'request.error.404');

function userFromRequest(request: Request): UserRecord | null {
  const claims = readToken(request.headers.get('api-authorization'), 'access');
  if (!claims || db.revokedToken.findFirst({ where: { id: eq(claims.jti) } })) return null;
  return db.user.findFirst({ where: { id: eq(claims.sub) } });
}

/**
 * Wraps a resolver with what every endpoint shares: the mock controls, the token check of
 * non-public endpoints, the organization check of `/organizations/{organizationId}` paths, and
 * the change notification that lets the demo mode persist the store.
 */
function route(
  endpoint: AnyEndpoint,
  resolve: (ctx: Ctx) => Response | Promise<Response>,
  base: string,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mswPath(endpoint, base), async ({ request, params }) => {
    const mode = takeOverride(endpoint.id);
    if (mode) {
      const answer = await answerFor(mode);
      if (answer) return answer;
    }
    const user = userFromRequest(request);
    if (!endpoint.public && !user) {
      return HttpResponse.json({}, { status: 401, statusText: 'Unauthorized' });
    }
    const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    if (
      stringParams.organizationId &&
      user &&
      user.organizationId !== stringParams.organizationId
    ) {
      return notFound();
    }
    let body: Json = {};
    if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
      const parsed: unknown = await request.json().catch(() => ({}));
      body = parsed !== null && typeof parsed === 'object' ? (parsed as Json) : {};
    }
    const response = await resolve({
      request,
      params: stringParams,
      url: new URL(request.url),
      user,
      body,
    });
    if (endpoint.method !== 'GET') notifyMockDbChange();
    return response;
  });
}

// ——— shapes of the contract ———

/** Google refuses replies over 4,096 bytes of UTF-8, not characters (issue 7). */
function tooLongForGoogle(text: string): boolean {
  return new TextEncoder().encode(text).length > 4096;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function toUser(user: UserRecord) {
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

function toSession(user: UserRecord) {
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

function liveSubscriptions(organizationId: string) {
  return db.subscription
    .findMany({ where: { organizationId: eq(organizationId) } })
    .filter((s) => LIVE.includes(s.status) && (!s.endsAt || new Date(s.endsAt) > new Date()));
}

interface SubscriptionItem {
  priceId: string;
  productType: string;
  locations: string[];
}

function toLocation(location: NonNullable<ReturnType<typeof db.location.findFirst>>) {
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

type ReviewRecord = NonNullable<ReturnType<typeof db.review.findFirst>>;

/**
 * The organization's reviews, newest first. A plain sort of `getAll()`: @mswjs/data's
 * `findMany` with `orderBy` is several times slower, which the 10,000-review benchmark of
 * issue 7 would measure instead of the inbox.
 */
function reviewsNewestFirst(organizationId: string): ReviewRecord[] {
  return db.review
    .getAll()
    .filter((rv) => rv.organizationId === organizationId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

function toReview(review: ReviewRecord) {
  return {
    id: review.id,
    locationId: review.locationId,
    rating: review.rating,
    type: review.comment === null ? 'stars_only' : 'with_comment',
    comment: review.comment,
    language: review.language,
    authorName: review.authorName,
    createdAt: review.createdAt,
    responseKind: review.responseKind,
    reply: review.reply === null ? null : (JSON.parse(review.reply) as unknown),
    draft: review.draft === null ? null : (JSON.parse(review.draft) as unknown),
  };
}

function toProducts(): BillingProduct[] {
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

function toCustomer(c: NonNullable<ReturnType<typeof db.customer.findFirst>>) {
  return {
    id: c.id,
    email: c.email,
    companyOrName: c.companyOrName,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    zipCode: c.zipCode,
    country: c.country,
  };
}

function toSubscription(s: NonNullable<ReturnType<typeof db.subscription.findFirst>>) {
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

function sendEmail(to: string, kind: string, token: string) {
  db.email.create({
    id: globalThis.crypto.randomUUID(),
    to,
    kind,
    token,
    sentAt: new Date().toISOString(),
  });
}

/** Sanitises cart items (spec section 4, Cart) and says why items changed. */
function sanitiseCart(organizationId: string, items: unknown) {
  const list = Array.isArray(items) ? (items as { priceId?: unknown; locations?: unknown }[]) : [];
  const products = toProducts();
  const locations = db.location.findMany({ where: { organizationId: eq(organizationId) } });
  const removed: { priceId: string; reason: string }[] = [];
  let notGranted = false;
  const cartItems: { priceId: string; locations: string[] }[] = [];
  for (const raw of list) {
    const priceId = str(raw?.priceId);
    const product = products.find((p) => p.priceId === priceId);
    if (!product) {
      removed.push({ priceId, reason: 'cart.price_not_found' });
      continue;
    }
    const wanted = Array.isArray(raw.locations) ? raw.locations.map(String) : [];
    const kept = wanted.filter((id) => {
      const location = locations.find((l) => l.id === id);
      if (!location) return false;
      if (!location.granted) {
        notGranted = true;
        return false;
      }
      return !toLocation(location).hasSubscribed.includes(product.type);
    });
    if (kept.length < wanted.length) removed.push({ priceId, reason: 'cart.locations_changed' });
    if (product.locationSelect && kept.length === 0) {
      removed.push({ priceId, reason: 'cart.no_locations' });
      continue;
    }
    cartItems.push({ priceId, locations: kept });
  }
  return { cartItems, removed, notGranted, products };
}

function promoFor(code: unknown) {
  const value = str(code);
  if (!value) return { promo: null, invalid: false };
  const promo = db.promoCode.findFirst({ where: { code: eq(value.toUpperCase()) } });
  return promo?.valid ? { promo, invalid: false } : { promo: null, invalid: true };
}

/** An active subscription of the same invoice recipient is updated with a pro-rata invoice (spec section 4). */
function subscriptionToUpdate(organizationId: string, customerId: string) {
  return liveSubscriptions(organizationId).find(
    (s) => s.customerId === customerId && s.status === 'active',
  );
}

function customerViolations(body: Json): Response | null {
  const list: [string, string, Json?][] = [];
  for (const field of ['email', 'companyOrName', 'addressLine1', 'city', 'zipCode', 'country']) {
    if (!str(body[field])) list.push([field, 'validation.required']);
  }
  if (str(body.email) && !EMAIL.test(str(body.email))) list.push(['email', 'validation.email']);
  if (
    str(body.country) &&
    str(body.zipCode) &&
    !isValidPostalCode(str(body.country), str(body.zipCode))
  ) {
    list.push(['zipCode', 'validation.zip_code']);
  }
  if (str(body.companyOrName).length > 100) list.push(['companyOrName', 'validation.too_long']);
  return list.length ? violations(...list) : null;
}

type SettingsRecord = ReturnType<typeof db.responderSettings.findFirst>;

/**
 * What the review responder does with a freshly imported review: nothing when it is off,
 * otherwise an AI reply, published only with auto-publish and at least the minimum stars
 * (issue 7 guard rail); lower ratings stay drafts for approval.
 */
function respondOnImport(review: ReviewRecord, settings: SettingsRecord): void {
  const answer = settings?.enabled && (review.comment !== null || settings.replyToStarsOnly);
  const at = new Date().toISOString();
  if (!answer) {
    db.review.update({
      where: { id: eq(review.id) },
      data: { responseKind: 'none', reply: null, draft: null },
    });
    return;
  }
  const text = replyText(fakerDE, review.language, settings.salutation);
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

function startImport(locationId: string) {
  const location = db.location.update({
    where: { id: eq(locationId) },
    data: { granted: true, importStatus: 'running' },
  });
  // Spec section 4: granting starts the review import; the mock finishes it after a delay.
  setTimeout(() => {
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
    notifyMockDbChange();
  }, mockControls.importDelayMs);
  return location;
}

/** Options of {@link createHandlers}. */
export interface CreateHandlersOptions {
  /**
   * Prefix the paths match behind; `'*'` matches any origin and API base, so the same handlers
   * serve `/api` in demo mode and an absolute base in tests. @default '*'
   */
  base?: string;
}

/** The stateful handlers of the whole contract (openapi.json), reading and writing `mockDb`. */
export function createHandlers({ base = '*' }: CreateHandlersOptions = {}): HttpHandler[] {
  const r = (endpoint: AnyEndpoint, resolve: (ctx: Ctx) => Response | Promise<Response>) =>
    route(endpoint, resolve, base);
  const me = (ctx: Ctx) => ctx.user as UserRecord;

  return [
    ...createWidgetHandlers(base),
    ...createTokenExchangeHandlers(base),
    r(getSystemInfoEndpoint, () =>
      ok({ release: db.system.findFirst({ where: { id: eq('system') } })?.release ?? null }),
    ),

    // ——— auth (spec section 4) ———
    r(signInEndpoint, ({ body }) => {
      const email = str(body.email).toLowerCase();
      const user = db.user.findFirst({ where: { email: eq(email) } });
      const now = Date.now();
      if (user && user.lockedUntil > now) {
        return failure(429, 'Too Many Requests', 'auth.too_many_requests');
      }
      if (!user || user.password !== body.password) {
        if (user) {
          const failed = user.failedSignIns + 1;
          const lock = failed >= mockControls.signInThrottle.attempts;
          db.user.update({
            where: { id: eq(user.id) },
            data: {
              failedSignIns: lock ? 0 : failed,
              lockedUntil: lock ? now + mockControls.signInThrottle.lockMs : 0,
            },
          });
          if (lock) return failure(429, 'Too Many Requests', 'auth.too_many_requests');
        }
        return violations(['', 'validation.invalid_credentials']);
      }
      if (!user.activated) return violations(['', 'auth.login.not_activated']);
      db.user.update({ where: { id: eq(user.id) }, data: { failedSignIns: 0, lockedUntil: 0 } });
      return ok({
        token: issueToken('access', user.id),
        refreshToken: issueToken('refresh', user.id),
      });
    }),
    r(signUpEndpoint, ({ body }) => {
      const invalid = schemaViolations(signUpBodySchema, body);
      if (invalid) return invalid;
      const email = str(body.email).trim().toLowerCase();
      if (db.user.findFirst({ where: { email: eq(email) } }))
        return violations(['email', 'auth.signup.email_taken']);
      const organizationId = `org-${globalThis.crypto.randomUUID().slice(0, 8)}`;
      db.organization.create({
        id: organizationId,
        name: str(body.organizationName),
        externalId: `K-${200000 + db.organization.count()}`,
        aiQuotaLimit: 50,
        aiQuotaUsed: 0,
      });
      const token = globalThis.crypto.randomUUID();
      db.user.create({
        id: `user-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        email,
        password: str(body.password),
        firstName: str(body.firstName),
        lastName: str(body.lastName),
        language: str(body.language) || 'en',
        timezone: 'Europe/Berlin',
        reportInterval: 'weekly',
        newReviewEmail: true,
        roles: ['ROLE_USER'],
        organizationId,
        activated: false,
        confirmationToken: token,
        failedSignIns: 0,
        lockedUntil: 0,
      });
      sendEmail(email, 'confirm', token);
      return ok({ email, confirmationRequired: true }, [
        { type: 'success', key: 'auth.signup.confirmation_sent', params: { email } },
      ]);
    }),
    r(confirmEmailEndpoint, ({ body }) => {
      const token = str(body.token);
      const user = token ? db.user.findFirst({ where: { confirmationToken: eq(token) } }) : null;
      if (!user) return violations(['token', 'auth.confirm.invalid_token']);
      db.user.update({
        where: { id: eq(user.id) },
        data: { activated: true, confirmationToken: null },
      });
      return ok({ email: user.email }, [{ type: 'success', key: 'auth.confirm.success' }]);
    }),
    r(getSessionEndpoint, (ctx) => ok(toSession(me(ctx)))),
    r(refreshEndpoint, ({ body }) => {
      const claims = readToken(str(body.refreshToken), 'refresh');
      if (!claims || db.revokedToken.findFirst({ where: { id: eq(claims.jti) } })) {
        return HttpResponse.json({}, { status: 401, statusText: 'Unauthorized' });
      }
      db.revokedToken.create({ id: claims.jti, expiresAt: claims.exp });
      return ok({
        token: issueToken('access', claims.sub),
        refreshToken: issueToken('refresh', claims.sub),
      });
    }),
    r(signOutEndpoint, ({ request, body }) => {
      for (const claims of [
        readToken(request.headers.get('api-authorization'), 'access'),
        readToken(str(body.refreshToken), 'refresh'),
      ]) {
        if (claims && !db.revokedToken.findFirst({ where: { id: eq(claims.jti) } })) {
          db.revokedToken.create({ id: claims.jti, expiresAt: claims.exp });
        }
      }
      return ok({});
    }),
    r(requestPasswordResetEndpoint, ({ body }) => {
      const invalid = schemaViolations(forgotPasswordFormSchema, body);
      if (invalid) return invalid;
      const email = str(body.email).trim().toLowerCase();
      const user = db.user.findFirst({ where: { email: eq(email) } });
      // Spec section 5: password reset only for activated users.
      if (user && !user.activated)
        return violations(['email', 'auth.password_reset.not_activated']);
      if (user) sendEmail(email, 'password-reset', globalThis.crypto.randomUUID());
      // Unknown addresses get the same answer, so the form does not reveal who has an account.
      return ok({}, [{ type: 'success', key: 'auth.password_reset.sent', params: { email } }]);
    }),
    r(resetPasswordEndpoint, ({ body }) => {
      const mail = db.email.findFirst({
        where: { kind: eq('password-reset'), token: eq(str(body.token)) },
      });
      if (!mail || !str(body.token))
        return violations(['token', 'auth.password_reset.invalid_link']);
      const invalid = schemaViolations(resetPasswordBodySchema, body);
      if (invalid) return invalid;
      db.user.update({ where: { email: eq(mail.to) }, data: { password: str(body.password) } });
      db.email.delete({ where: { id: eq(mail.id) } });
      return ok({}, [{ type: 'success', key: 'auth.password_reset.success' }]);
    }),

    // ——— profile ———
    r(getProfile, (ctx) => ok(toUser(me(ctx)))),
    r(updateProfile, (ctx) => {
      const { body } = ctx;
      // PUT /profile takes any subset: the contact screen sends its fields, the locale screen
      // the language or the time zone. Each sent field gets its form's rule.
      const invalid =
        schemaViolations(z.partial(profileContactFormSchema), body) ??
        schemaViolations(z.partial(profileLocaleFormSchema), body);
      if (invalid) return invalid;
      const data: Json = {};
      for (const field of ['firstName', 'lastName', 'email', 'language', 'timezone']) {
        if (typeof body[field] === 'string') data[field] = str(body[field]);
      }
      const user = db.user.update({ where: { id: eq(me(ctx).id) }, data });
      return ok(toUser(user ?? me(ctx)), [{ type: 'success', key: 'settings.saved' }]);
    }),
    r(changePassword, (ctx) => {
      if (ctx.body.currentPassword !== me(ctx).password) {
        return violations(['currentPassword', 'validation.invalid_credentials']);
      }
      const invalid = schemaViolations(passwordChangeBodySchema, ctx.body);
      if (invalid) return invalid;
      db.user.update({ where: { id: eq(me(ctx).id) }, data: { password: str(ctx.body.password) } });
      return ok({}, [{ type: 'success', key: 'profile.password.changed' }]);
    }),
    r(getNotificationSettings, (ctx) =>
      ok({ reportInterval: me(ctx).reportInterval, newReviewEmail: me(ctx).newReviewEmail }),
    ),
    r(updateNotificationSettings, (ctx) => {
      const invalid = schemaViolations(notificationsFormSchema, ctx.body);
      if (invalid) return invalid;
      const interval = str(ctx.body.reportInterval);
      const user = db.user.update({
        where: { id: eq(me(ctx).id) },
        data: { reportInterval: interval, newReviewEmail: ctx.body.newReviewEmail === true },
      });
      return ok({ reportInterval: user?.reportInterval, newReviewEmail: user?.newReviewEmail }, [
        { type: 'success', key: 'settings.saved' },
      ]);
    }),

    // ——— organization ———
    r(getOrganization, ({ params }) => {
      const org = db.organization.findFirst({ where: { id: eq(params.organizationId ?? '') } });
      return org ? ok({ id: org.id, name: org.name, externalId: org.externalId }) : notFound();
    }),
    r(updateOrganization, ({ params, body }) => {
      const invalid = schemaViolations(organizationFormSchema, body);
      if (invalid) return invalid;
      const org = db.organization.update({
        where: { id: eq(params.organizationId ?? '') },
        data: { name: str(body.name) },
      });
      return org
        ? ok({ id: org.id, name: org.name, externalId: org.externalId }, [
            { type: 'success', key: 'settings.saved' },
          ])
        : notFound();
    }),

    // ——— Google accounts (spec section 4, Reviews and Google) ———
    r(listGoogleAccounts, ({ params }) =>
      ok(
        db.googleAccount
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map((a) => ({
            id: a.id,
            email: a.email,
            connected: a.connected,
            refreshTokenValid: a.refreshTokenValid,
            missingScopes: a.missingScopes,
            locations: db.location
              .findMany({ where: { googleAccountId: eq(a.id) } })
              .map((l) => l.id),
          })),
      ),
    ),
    r(connectGoogleAccount, ({ params, body }) => {
      const returnUrl = str(body.returnUrl);
      if (!returnUrl) return violations(['returnUrl', 'validation.required']);
      const result = mockControls.googleAuthResult;
      const organizationId = params.organizationId ?? '';
      if (result === 'google.auth.success' || result === 'google.auth.missing_scopes') {
        const n = db.googleAccount.count() + 1;
        const id = `gacc-${n}`;
        db.googleAccount.create({
          id,
          organizationId,
          email: `standort${n}@sonnenschein.example`,
          connected: true,
          refreshTokenValid: true,
          missingScopes: result === 'google.auth.missing_scopes',
        });
        db.location.create({
          id: `loc-${db.location.count() + 1}`,
          organizationId,
          googleAccountId: id,
          name: `Sonnenschein Filiale ${n}`,
          address: 'Hauptstraße 1, 10115 Berlin',
          type: 'Bäckerei',
          granted: false,
          rating: null,
          importStatus: 'none',
        });
      }
      // The consent flow ends on the page with ?rmsg= (spec section 2).
      const consentUrl = `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}rmsg=${result}`;
      return ok({ consentUrl });
    }),
    r(reauthorizeGoogleAccount, ({ params, body }) => {
      const account = db.googleAccount.findFirst({ where: { id: eq(params.accountId ?? '') } });
      if (!account || account.organizationId !== params.organizationId) return notFound();
      const returnUrl = str(body.returnUrl) || '/settings/google-account';
      const result = mockControls.googleAuthResult;
      if (result === 'google.auth.success') {
        db.googleAccount.update({
          where: { id: eq(account.id) },
          data: { refreshTokenValid: true, missingScopes: false, connected: true },
        });
      }
      return ok({ consentUrl: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}rmsg=${result}` });
    }),
    r(syncGoogleAccounts, ({ params }) => {
      const accounts = db.googleAccount.findMany({
        where: { organizationId: eq(params.organizationId ?? '') },
      });
      const failures = accounts
        .filter((a) => !a.refreshTokenValid || a.missingScopes)
        .map((a) => ({
          accountId: a.id,
          message: a.missingScopes ? 'missing scopes' : 'invalid_grant',
        }));
      const result = { total: accounts.length, failed: failures.length, failures };
      return ok(
        result,
        failures.length
          ? [
              {
                type: 'error',
                key: 'google.accounts.sync_result',
                params: { failed: failures.length, total: accounts.length },
                details: failures.map((f) => ({
                  key: 'google.accounts.sync_failed',
                  params: { message: f.message },
                })),
              },
            ]
          : [
              {
                type: 'success',
                key: 'google.accounts.synced',
                params: { total: accounts.length },
              },
            ],
      );
    }),
    r(disconnectGoogleAccount, ({ params }) => {
      const account = db.googleAccount.findFirst({ where: { id: eq(params.accountId ?? '') } });
      if (!account || account.organizationId !== params.organizationId) return notFound();
      db.googleAccount.delete({ where: { id: eq(account.id) } });
      db.location.updateMany({
        where: { googleAccountId: eq(account.id) },
        data: { granted: false },
      });
      return ok({});
    }),

    // ——— locations (spec section 7) ———
    r(listLocations, ({ params }) =>
      ok(
        db.location
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map(toLocation),
      ),
    ),
    r(grantLocation, ({ params }) => {
      const location = db.location.findFirst({ where: { id: eq(params.locationId ?? '') } });
      if (!location || location.organizationId !== params.organizationId) return notFound();
      const granted = startImport(location.id);
      return ok(toLocation(granted ?? location), [
        { type: 'info', key: 'locations.import_started' },
      ]);
    }),
    r(revokeLocation, ({ params }) => {
      const location = db.location.findFirst({ where: { id: eq(params.locationId ?? '') } });
      if (!location || location.organizationId !== params.organizationId) return notFound();
      const updated = db.location.update({
        where: { id: eq(location.id) },
        data: { granted: false },
      });
      return ok(toLocation(updated ?? location));
    }),

    // ——— reviews ———
    r(listReviews, ({ params, url }) => {
      const q = url.searchParams;
      const rating = Number(q.get('rating') ?? Number.NaN);
      // Issue 7: several ratings, free text and a date range (UTC days, inclusive).
      const ratings = (q.get('ratings') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => n >= 1 && n <= 5);
      const search = (q.get('search') ?? '').trim().toLowerCase();
      const from = q.get('from') ? `${q.get('from')}T00:00:00.000Z` : '';
      const to = q.get('to') ? `${q.get('to')}T23:59:59.999Z` : '';
      const limit = Math.min(100, Math.max(1, Number(q.get('limit') ?? 20) || 20));
      const offset = Math.max(0, Number(q.get('cursor') ?? 0) || 0);
      const all = reviewsNewestFirst(params.organizationId ?? '').filter(
        (rv) =>
          (!q.get('locationId') || rv.locationId === q.get('locationId')) &&
          (Number.isNaN(rating) || rv.rating === rating) &&
          (ratings.length === 0 || ratings.includes(rv.rating)) &&
          (!q.get('language') || rv.language === q.get('language')) &&
          (!q.get('responseKind') || rv.responseKind === q.get('responseKind')) &&
          (!q.get('type') || (q.get('type') === 'stars_only') === (rv.comment === null)) &&
          (!from || rv.createdAt >= from) &&
          (!to || rv.createdAt <= to) &&
          (!search ||
            (rv.comment ?? '').toLowerCase().includes(search) ||
            rv.authorName.toLowerCase().includes(search)),
      );
      const items = all.slice(offset, offset + limit).map(toReview);
      const next = offset + limit;
      return ok({ items, nextCursor: next < all.length ? String(next) : null, total: all.length });
    }),
    r(getReview, ({ params }) => {
      const review = db.review.findFirst({ where: { id: eq(params.reviewId ?? '') } });
      return review && review.organizationId === params.organizationId
        ? ok(toReview(review))
        : notFound();
    }),
    r(saveReviewDraft, ({ params, body }) => {
      const review = db.review.findFirst({ where: { id: eq(params.reviewId ?? '') } });
      if (!review || review.organizationId !== params.organizationId) return notFound();
      const text = str(body.text);
      if (!text) return violations(['text', 'validation.required']);
      if (tooLongForGoogle(text)) return violations(['text', 'validation.too_long']);
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          draft: JSON.stringify({ text, generated: false, updatedAt: new Date().toISOString() }),
          responseKind: review.reply ? review.responseKind : 'draft',
        },
      });
      return ok(toReview(updated ?? review));
    }),
    r(generateReviewDraft, ({ params }) => {
      const review = db.review.findFirst({ where: { id: eq(params.reviewId ?? '') } });
      if (!review || review.organizationId !== params.organizationId) return notFound();
      const org = db.organization.findFirst({ where: { id: eq(review.organizationId) } });
      if (!org) return notFound();
      // The quota answer of spec section 8: "no more responses can be generated".
      if (org.aiQuotaUsed >= org.aiQuotaLimit) {
        return failure(403, 'Forbidden', 'review.ai.quota_exceeded_manual');
      }
      db.organization.update({
        where: { id: eq(org.id) },
        data: { aiQuotaUsed: org.aiQuotaUsed + 1 },
      });
      const settings = db.responderSettings.findFirst({ where: { id: eq(org.id) } });
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          draft: JSON.stringify({
            text: replyText(fakerDE, review.language, settings?.salutation ?? 'formal'),
            generated: true,
            updatedAt: new Date().toISOString(),
          }),
          responseKind: review.reply ? review.responseKind : 'draft',
        },
      });
      return ok(toReview(updated ?? review));
    }),
    r(publishReviewReply, ({ params, body }) => {
      const review = db.review.findFirst({ where: { id: eq(params.reviewId ?? '') } });
      if (!review || review.organizationId !== params.organizationId) return notFound();
      const draft = review.draft
        ? (JSON.parse(review.draft) as { text: string; generated: boolean })
        : null;
      const text = str(body.text) || draft?.text || '';
      if (!text) return violations(['text', 'validation.required']);
      if (tooLongForGoogle(text)) return violations(['text', 'validation.too_long']);
      const kind = !str(body.text) && draft?.generated ? 'ai' : 'manual';
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          reply: JSON.stringify({ text, answeredAt: new Date().toISOString(), kind }),
          draft: null,
          responseKind: kind,
        },
      });
      return ok(toReview(updated ?? review), [{ type: 'success', key: 'review.reply.published' }]);
    }),
    r(editReviewReply, ({ params, body }) => {
      const review = db.review.findFirst({ where: { id: eq(params.reviewId ?? '') } });
      if (!review || review.organizationId !== params.organizationId || !review.reply)
        return notFound();
      const text = str(body.text);
      if (!text) return violations(['text', 'validation.required']);
      if (tooLongForGoogle(text)) return violations(['text', 'validation.too_long']);
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          reply: JSON.stringify({ text, answeredAt: new Date().toISOString(), kind: 'manual' }),
          responseKind: 'manual',
        },
      });
      return ok(toReview(updated ?? review), [{ type: 'success', key: 'review.reply.updated' }]);
    }),
    r(deleteReviewReply, ({ params }) => {
      const review = db.review.findFirst({ where: { id: eq(params.reviewId ?? '') } });
      if (!review || review.organizationId !== params.organizationId || !review.reply)
        return notFound();
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: { reply: null, responseKind: review.draft ? 'draft' : 'none' },
      });
      return ok(toReview(updated ?? review), [{ type: 'success', key: 'review.reply.deleted' }]);
    }),
    r(getAiQuota, ({ params }) => {
      const org = db.organization.findFirst({ where: { id: eq(params.organizationId ?? '') } });
      return org ? ok({ limit: org.aiQuotaLimit, used: org.aiQuotaUsed }) : notFound();
    }),

    // ——— responder settings ———
    r(getResponderSettings, ({ params }) => {
      const s = db.responderSettings.findFirst({ where: { id: eq(params.organizationId ?? '') } });
      if (!s) return notFound();
      return ok({
        enabled: s.enabled,
        salutation: s.salutation,
        answerAs: s.answerAs,
        autoPublish: s.autoPublish,
        iconsAllowed: s.iconsAllowed,
        replyToStarsOnly: s.replyToStarsOnly,
        autoPublishMinRating: s.autoPublishMinRating || 3,
      });
    }),
    r(updateResponderSettings, ({ params, body }) => {
      if (
        !['informal', 'formal'].includes(str(body.salutation)) ||
        !['team', 'individual'].includes(str(body.answerAs))
      ) {
        return violations(
          ...(['informal', 'formal'].includes(str(body.salutation))
            ? []
            : [['salutation', 'validation.invalid'] as [string, string]]),
          ...(['team', 'individual'].includes(str(body.answerAs))
            ? []
            : [['answerAs', 'validation.invalid'] as [string, string]]),
        );
      }
      const minimum = body.autoPublishMinRating ?? 3;
      if (typeof minimum !== 'number' || !Number.isInteger(minimum) || minimum < 1 || minimum > 5) {
        return violations(['autoPublishMinRating', 'validation.invalid']);
      }
      const data = {
        autoPublishMinRating: minimum,
        enabled: body.enabled === true,
        salutation: str(body.salutation),
        answerAs: str(body.answerAs),
        autoPublish: body.autoPublish === true,
        iconsAllowed: body.iconsAllowed === true,
        replyToStarsOnly: body.replyToStarsOnly === true,
      };
      db.responderSettings.update({ where: { id: eq(params.organizationId ?? '') }, data });
      return ok(data, [{ type: 'success', key: 'settings.saved' }]);
    }),

    // ——— shop, cart, checkout ———
    r(listProducts, () =>
      ok(
        db.product.getAll().map((p) => ({
          id: p.id,
          name: p.name,
          type: p.type,
          locationSelect: p.locationSelect,
          description: p.description,
          price: {
            id: p.priceId,
            object: 'price',
            unit_amount: p.unitAmount,
            currency: p.currency,
            type: 'recurring',
            recurring: { interval: 'month', interval_count: 1 },
            tax_behavior: p.taxBehavior,
            active: true,
            product: p.id,
          },
        })),
      ),
    ),
    r(getPromoCode, ({ params }) => {
      const { promo } = promoFor(params.code);
      if (!promo) return failure(404, 'Not Found', 'shop.promo_code.invalid');
      return ok({
        code: promo.code,
        percentOff: promo.percentOff,
        amountOff: promo.amountOff,
        durationInMonths: promo.durationInMonths,
      });
    }),
    r(validateCart, (ctx) => {
      const organizationId = me(ctx).organizationId;
      const { cartItems, removed, notGranted, products } = sanitiseCart(
        organizationId,
        ctx.body.cartItems,
      );
      const { promo, invalid } = promoFor(ctx.body.promoCode);
      const valid = cartItems.length > 0 && !notGranted;
      const messages: ServerMessage[] = [];
      if (notGranted) messages.push({ type: 'error', key: 'cart.locations_not_granted' });
      else if (cartItems.length === 0) messages.push({ type: 'error', key: 'cart.error' });
      if (invalid) messages.push({ type: 'error', key: 'shop.promo_code.invalid' });
      return ok(
        {
          valid,
          cartItems,
          removed,
          invoice: cartItems.length
            ? computeInvoice({ items: cartItems, products, promo, now: new Date() })
            : null,
        },
        messages,
      );
    }),
    r(createCheckoutSession, (ctx) => {
      const key = ctx.request.headers.get('idempotency-key');
      if (!key) return violations(['', 'checkout.idempotency_key.required']);
      const existing = db.checkoutSession.findFirst({ where: { idempotencyKey: eq(key) } });
      if (existing) return ok(toCheckout(existing));
      const organizationId = me(ctx).organizationId;
      const customer = db.customer.findFirst({ where: { id: eq(str(ctx.body.customerId)) } });
      if (!customer || customer.organizationId !== organizationId) {
        return violations(['customerId', 'validation.required']);
      }
      const { cartItems, notGranted, products } = sanitiseCart(organizationId, ctx.body.cartItems);
      if (notGranted) return failure(409, 'Conflict', 'cart.locations_not_granted');
      if (!cartItems.length) return failure(409, 'Conflict', 'cart.error');
      const { promo, invalid } = promoFor(ctx.body.promoCode);
      if (invalid) return violations(['promoCode', 'shop.promo_code.invalid']);
      const update = subscriptionToUpdate(organizationId, customer.id);
      const now = new Date();
      const invoice = computeInvoice({
        items: cartItems,
        products,
        promo,
        now,
        ...(update
          ? {
              period: {
                start: new Date(update.currentPeriodStart),
                end: new Date(update.currentPeriodEnd),
              },
            }
          : {}),
      });
      const session = db.checkoutSession.create({
        id: `cs_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`,
        idempotencyKey: key,
        organizationId,
        customerId: customer.id,
        items: cartItems,
        promoCode: promo?.code ?? null,
        status: 'open',
        paymentStatus: 'unpaid',
        clientSecret: `cs_secret_${globalThis.crypto.randomUUID().slice(0, 12)}`,
        invoice: JSON.stringify(invoice),
        subscriptionId: null,
        providerSubscriptionId: null,
      });
      return ok(toCheckout(session));
    }),
    r(getCheckoutSession, (ctx) => {
      const session = db.checkoutSession.findFirst({
        where: { id: eq(ctx.params.sessionId ?? '') },
      });
      return session && session.organizationId === me(ctx).organizationId
        ? ok(toCheckout(session))
        : notFound();
    }),
    r(confirmCheckoutSession, (ctx) => {
      const session = db.checkoutSession.findFirst({
        where: { id: eq(ctx.params.sessionId ?? '') },
      });
      if (!session || session.organizationId !== me(ctx).organizationId) return notFound();
      if (session.status === 'complete') return ok(toCheckout(session));
      if (str(ctx.body.paymentMethodId).replace(/\s/g, '') === DEMO_DECLINED_CARD) {
        return failure(409, 'Conflict', 'checkout.payment_declined');
      }
      const items = session.items as { priceId: string; locations: string[] }[];
      const products = toProducts();
      const typed: SubscriptionItem[] = items.map((i) => ({
        ...i,
        productType: products.find((p) => p.priceId === i.priceId)?.type ?? 'unknown',
      }));
      const now = new Date();
      const update = subscriptionToUpdate(session.organizationId, session.customerId);
      let subscription;
      if (update) {
        const merged = [...(update.items as SubscriptionItem[])];
        for (const item of typed) {
          const same = merged.find((m) => m.priceId === item.priceId);
          if (same) same.locations = [...new Set([...same.locations, ...item.locations])];
          else merged.push(item);
        }
        subscription = db.subscription.update({
          where: { id: eq(update.id) },
          data: { items: merged },
        });
      } else {
        subscription = db.subscription.create({
          id: `subs-${globalThis.crypto.randomUUID().slice(0, 8)}`,
          organizationId: session.organizationId,
          customerId: session.customerId,
          createdAt: now.toISOString(),
          endsAt: null,
          status: 'active',
          items: typed,
          providerSubscriptionId: `sub_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 14)}`,
          currentPeriodStart: now.toISOString(),
          currentPeriodEnd: addMonth(now).toISOString(),
        });
      }
      const invoice = {
        ...(JSON.parse(session.invoice) as Json),
        id: `inv-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        createdAt: now.toISOString(),
      };
      db.invoice.create({
        id: String(invoice.id),
        organizationId: session.organizationId,
        createdAt: now.toISOString(),
        json: JSON.stringify(invoice),
      });
      const completed = db.checkoutSession.update({
        where: { id: eq(session.id) },
        data: {
          status: 'complete',
          paymentStatus: 'paid',
          subscriptionId: subscription?.id ?? null,
          providerSubscriptionId: subscription?.providerSubscriptionId ?? null,
        },
      });
      return ok(toCheckout(completed ?? session), [{ type: 'success', key: 'checkout.success' }]);
    }),

    // ——— invoices, subscriptions, customers ———
    r(listInvoices, ({ params }) =>
      ok(
        db.invoice
          .findMany({
            where: { organizationId: eq(params.organizationId ?? '') },
            orderBy: { createdAt: 'desc' },
          })
          .map((i) => JSON.parse(i.json) as unknown),
      ),
    ),
    r(getInvoice, ({ params }) => {
      const invoice = db.invoice.findFirst({ where: { id: eq(params.invoiceId ?? '') } });
      return invoice && invoice.organizationId === params.organizationId
        ? ok(JSON.parse(invoice.json))
        : failure(404, 'Not Found', 'invoice.load_failed');
    }),
    r(listSubscriptions, ({ params }) =>
      ok(
        db.subscription
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map(toSubscription),
      ),
    ),
    r(cancelSubscription, ({ params, body }) => {
      const sub = db.subscription.findFirst({ where: { id: eq(params.subscriptionId ?? '') } });
      if (!sub || sub.organizationId !== params.organizationId) return notFound();
      const reasons = [
        'customerService',
        'lowQuality',
        'missingFeatures',
        'switchedService',
        'tooComplex',
        'tooExpensive',
        'unused',
        'other',
      ];
      if (!reasons.includes(str(body.reason))) return violations(['reason', 'validation.required']);
      if (str(body.comment).length > 1000) return violations(['comment', 'validation.too_long']);
      if (sub.status === 'canceled' || sub.endsAt)
        return failure(409, 'Conflict', 'subscription.already_canceled');
      const immediate = body.immediate === true;
      const updated = db.subscription.update({
        where: { id: eq(sub.id) },
        data: immediate
          ? { status: 'canceled', endsAt: new Date().toISOString() }
          : { endsAt: sub.currentPeriodEnd },
      });
      return ok(toSubscription(updated ?? sub), [
        { type: 'success', key: 'subscription.canceled' },
      ]);
    }),
    r(listCustomers, ({ params }) =>
      ok(
        db.customer
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map(toCustomer),
      ),
    ),
    r(createCustomer, ({ params, body }) => {
      const invalid = customerViolations(body);
      if (invalid) return invalid;
      const customer = db.customer.create({
        id: `cust-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        organizationId: params.organizationId ?? '',
        email: str(body.email),
        companyOrName: str(body.companyOrName),
        addressLine1: str(body.addressLine1),
        addressLine2: str(body.addressLine2) || null,
        city: str(body.city),
        zipCode: str(body.zipCode),
        country: str(body.country),
      });
      return ok(toCustomer(customer), [{ type: 'success', key: 'settings.saved' }], 201);
    }),
    r(updateCustomer, ({ params, body }) => {
      const existing = db.customer.findFirst({ where: { id: eq(params.customerId ?? '') } });
      if (!existing || existing.organizationId !== params.organizationId) return notFound();
      const invalid = customerViolations(body);
      if (invalid) return invalid;
      const customer = db.customer.update({
        where: { id: eq(existing.id) },
        data: {
          email: str(body.email),
          companyOrName: str(body.companyOrName),
          addressLine1: str(body.addressLine1),
          addressLine2: str(body.addressLine2) || null,
          city: str(body.city),
          zipCode: str(body.zipCode),
          country: str(body.country),
        },
      });
      return ok(toCustomer(customer ?? existing), [{ type: 'success', key: 'settings.saved' }]);
    }),
    r(deleteCustomer, ({ params }) => {
      const existing = db.customer.findFirst({ where: { id: eq(params.customerId ?? '') } });
      if (!existing || existing.organizationId !== params.organizationId) return notFound();
      // Spec section 5: one invoice recipient per subscription; it cannot go while in use.
      if (liveSubscriptions(existing.organizationId).some((s) => s.customerId === existing.id)) {
        return failure(409, 'Conflict', 'customers.in_use');
      }
      db.customer.delete({ where: { id: eq(existing.id) } });
      return ok({});
    }),

    // ——— admin and contact ———
    r(searchUsers, (ctx) => {
      if (!(me(ctx).roles as string[]).includes(ROLE_ADMIN))
        return failure(403, 'Forbidden', 'request.error.403');
      const query = (ctx.url.searchParams.get('query') ?? '').trim().toLowerCase();
      if (!query) return ok([]);
      const orgName = (id: string) =>
        db.organization.findFirst({ where: { id: eq(id) } })?.name ?? '';
      const found = db.user
        .findMany({})
        .map((u) => ({
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          organizationName: orgName(u.organizationId),
          activated: u.activated,
        }))
        .filter((u) =>
          [u.email, u.firstName, u.lastName, u.organizationName].some((v) =>
            v.toLowerCase().includes(query),
          ),
        )
        .slice(0, 20);
      return ok(found);
    }),
    r(sendSignUpEmail, (ctx) => {
      if (!(me(ctx).roles as string[]).includes(ROLE_ADMIN))
        return failure(403, 'Forbidden', 'request.error.403');
      const invalid = schemaViolations(signUpEmailFormSchema, ctx.body);
      if (invalid) return invalid;
      const email = str(ctx.body.email).trim().toLowerCase();
      sendEmail(email, 'signup-invite', globalThis.crypto.randomUUID());
      // Spec section 6: "A registration email has been sent to {email}."
      return ok({ email }, [
        { type: 'success', key: 'admin.signup_email.sent', params: { email } },
      ]);
    }),
    r(sendContactRequest, ({ body }) => {
      const invalid = schemaViolations(contactFormSchema, body);
      if (invalid) return invalid;
      db.contactRequest.create({
        id: globalThis.crypto.randomUUID(),
        name: str(body.name),
        email: str(body.email),
        subject: str(body.subject),
        message: str(body.message),
      });
      return ok({}, [{ type: 'success', key: 'contact.sent' }]);
    }),
  ];
}

function toCheckout(session: NonNullable<ReturnType<typeof db.checkoutSession.findFirst>>) {
  return {
    id: session.id,
    status: session.status,
    paymentStatus: session.paymentStatus,
    clientSecret: session.clientSecret,
    invoice: JSON.parse(session.invoice) as unknown,
    subscriptionId: session.subscriptionId,
    providerSubscriptionId: session.providerSubscriptionId,
  };
}

/** The default handlers, matching any origin and API base. */
export const handlers: HttpHandler[] = createHandlers();
