import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmEmailEndpoint,
  requestPasswordResetEndpoint,
  signInEndpoint,
} from '../auth/endpoints';
import { createMemoryTokenStore } from '../auth/token-store';
import { validateCart } from '../cart/cart';
import {
  confirmCheckoutSession,
  createCheckoutSession,
  getCheckoutSession,
} from '../checkout/checkout';
import { createApiClient } from '../client/client';
import { callEndpoint, type CallArgs, type Endpoint } from '../client/endpoint';
import { HttpError, NetworkError, ResponseShapeError, ValidationError } from '../client/errors';
import type { ApiClient, ApiClientConfig } from '../client/types';
import { createCustomer, listCustomers } from '../customers/customers';
import { getInvoice, listInvoices } from '../invoices/invoices';
import { getOrganization } from '../organization/organization';
import { getNotificationSettings, getProfile } from '../profile/profile';
import { getResponderSettings } from '../responder-settings/responder-settings';
import { connectGoogleAccount, listGoogleAccounts } from '../google-accounts/google-accounts';
import { grantLocation, listLocations } from '../locations/locations';
import { getPromoCode, listProducts } from '../shop/shop';
import {
  generateReviewDraft,
  getAiQuota,
  getReview,
  listReviews,
  publishReviewReply,
} from '../reviews/reviews';
import { cancelSubscription, listSubscriptions } from '../subscriptions/subscriptions';
import { getSystemInfoEndpoint } from '../system/system-info';
import { sendSignUpEmail } from '../admin/admin';
import { computeInvoice } from './billing';
import { mockControls, mockResponse } from './controls';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION,
  DEMO_PENDING_ACCOUNT,
  DEMO_PROMO_CODES,
  DEMO_RELEASE,
} from './db';
import { handlers } from './handlers';
import { mockDb, resetMockDb, restoreMockDb, snapshotMockDb } from './state';
import { SEEDED_AI_QUOTA, SEEDED_REVIEW_COUNT } from './store';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const org = { organizationId: DEMO_ORGANIZATION.id };

function newClient(config: Partial<ApiClientConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore(),
    ...config,
  });
}

async function signedIn(account: { email: string; password: string } = DEMO_ACCOUNTS.owner) {
  const client = newClient();
  expect(await client.auth.signIn(account)).toBe(true);
  return client;
}

async function call<
  P extends string,
  T,
  B,
  Q extends Record<string, string | number | boolean | undefined>,
>(client: ApiClient, endpoint: Endpoint<P, T, B, Q>, args: CallArgs<P, B, Q> = {}) {
  return (await callEndpoint(client, endpoint, args)).data;
}

async function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('seed (issue 3, Seed data)', () => {
  it('has the demo organization with at least 5 locations and 2,000 reviews in de, en and fr', async () => {
    const client = await signedIn();
    const locations = await call(client, listLocations, { params: org });
    expect(locations.length).toBeGreaterThanOrEqual(5);
    const page = await call(client, listReviews, { params: org, query: { limit: 1 } });
    expect(page.total).toBe(SEEDED_REVIEW_COUNT);
    const languages = new Set(mockDb.review.getAll().map((r) => r.language));
    expect([...languages].sort()).toEqual(['de', 'en', 'fr']);
    expect(client.auth.getState().session).toMatchObject({
      email: DEMO_ACCOUNTS.owner.email,
      organization: { name: DEMO_ORGANIZATION.name, customerNumber: DEMO_ORGANIZATION.externalId },
    });
  });

  it('is deterministic: a reset gives the same reviews', () => {
    const first = mockDb.review.findFirst({ where: { id: { equals: 'rev-00042' } } });
    resetMockDb();
    const again = mockDb.review.findFirst({ where: { id: { equals: 'rev-00042' } } });
    expect(again?.comment).toBe(first?.comment);
    expect(again?.authorName).toBe(first?.authorName);
  });

  it('answers the system info with the demo release', async () => {
    expect(await call(newClient(), getSystemInfoEndpoint)).toEqual({ release: DEMO_RELEASE });
  });
});

describe('auth (spec sections 4 and 5)', () => {
  it('answers invalid credentials as a form violation', async () => {
    const error = await failureOf(
      newClient().auth.signIn({ email: DEMO_ACCOUNTS.owner.email, password: 'wrong' }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations[0]?.key).toBe('validation.invalid_credentials');
  });

  it('throttles after repeated failures with "too many sign-in requests"', async () => {
    const onMessages = vi.fn();
    const client = newClient({ onMessages });
    const bad = { email: DEMO_ACCOUNTS.owner.email, password: 'wrong' };
    for (let i = 0; i < 4; i += 1) await failureOf(client.auth.signIn(bad));
    const error = await failureOf(client.auth.signIn(bad));
    expect(error).toMatchObject({ status: 429 });
    expect(onMessages.mock.calls.at(-1)?.[0].errors[0].key).toBe('auth.too_many_requests');
    // Even the right password is refused while locked.
    expect(await failureOf(client.auth.signIn(DEMO_ACCOUNTS.owner))).toMatchObject({ status: 429 });
  });

  it('signs up, refuses sign-in until the emailed token confirms the address', async () => {
    const client = newClient();
    const email = 'new.user@example.test';
    await client.auth.signUp(
      {
        email,
        password: 'Sonne-123!',
        firstName: 'Neu',
        lastName: 'Nutzer',
        organizationName: 'Neu GmbH',
        acceptTerms: true,
      },
      { preventLogin: true },
    );
    const blocked = await failureOf(client.auth.signIn({ email, password: 'Sonne-123!' }));
    expect((blocked as ValidationError).violations[0]?.key).toBe('auth.login.not_activated');
    const mail = mockDb.email.findFirst({ where: { to: { equals: email } } });
    const wrong = await failureOf(call(client, confirmEmailEndpoint, { body: { token: 'nope' } }));
    expect((wrong as ValidationError).violations[0]?.key).toBe('auth.confirm.invalid_token');
    await call(client, confirmEmailEndpoint, { body: { token: mail?.token ?? '' } });
    expect(await client.auth.signIn({ email, password: 'Sonne-123!' })).toBe(true);
  });

  it('resets passwords only for activated users', async () => {
    const client = newClient();
    const refused = await failureOf(
      call(client, requestPasswordResetEndpoint, { body: { email: DEMO_PENDING_ACCOUNT.email } }),
    );
    expect((refused as ValidationError).violations[0]?.key).toBe(
      'auth.password_reset.not_activated',
    );
    await call(client, requestPasswordResetEndpoint, {
      body: { email: DEMO_ACCOUNTS.owner.email },
    });
    expect(mockDb.email.findFirst({ where: { kind: { equals: 'password-reset' } } })?.to).toBe(
      DEMO_ACCOUNTS.owner.email,
    );
  });

  it('refreshes tokens and rejects a revoked refresh token with 401', async () => {
    const tokens = createMemoryTokenStore();
    const onUnauthorized = vi.fn();
    const client = newClient({ tokenStore: tokens, onUnauthorized });
    await client.auth.signIn(DEMO_ACCOUNTS.owner);
    const oldRefresh = tokens.get('auth.refresh-token');
    await client.auth.refresh({ background: true });
    expect(tokens.get('auth.refresh-token')).not.toBe(oldRefresh);
    expect(client.auth.getState().status).toBe('authenticated');
    tokens.set('auth.refresh-token', oldRefresh ?? '', 60);
    await client.auth.refresh({ background: true });
    expect(onUnauthorized).toHaveBeenCalledWith({ endpoint: 'auth.refresh', sessionExpired: true });
    expect(client.auth.getState().status).toBe('unauthenticated');
  });

  it('answers 401 to calls without a valid token', async () => {
    const error = await failureOf(call(newClient(), listLocations, { params: org }));
    expect(error).toMatchObject({ status: 401 });
  });
});

describe('Google, locations and reviews (spec section 4)', () => {
  it('connect returns a consent URL ending on the page with ?rmsg=', async () => {
    const client = await signedIn();
    const before = (await call(client, listGoogleAccounts, { params: org })).length;
    const { consentUrl } = await call(client, connectGoogleAccount, {
      params: org,
      body: { returnUrl: '/settings/google-account' },
    });
    expect(consentUrl).toBe('/settings/google-account?rmsg=google.auth.success');
    expect(await call(client, listGoogleAccounts, { params: org })).toHaveLength(before + 1);
    mockControls.googleAuthResult = 'google.auth.rejected';
    const rejected = await call(client, connectGoogleAccount, {
      params: org,
      body: { returnUrl: '/settings/google-account' },
    });
    expect(rejected.consentUrl).toContain('rmsg=google.auth.rejected');
  });

  it('granting a location starts the review import, which adds reviews', async () => {
    mockControls.importDelayMs = 10;
    const client = await signedIn();
    const location = (await call(client, listLocations, { params: org })).find((l) => !l.granted);
    expect(location).toBeDefined();
    const granted = await call(client, grantLocation, {
      params: { ...org, locationId: location?.id ?? '' },
    });
    expect(granted).toMatchObject({ granted: true, importStatus: 'running' });
    await vi.waitFor(async () => {
      const page = await call(client, listReviews, {
        params: org,
        query: { locationId: location?.id ?? '' },
      });
      expect(page.total).toBe(20);
    });
  });

  it('filters reviews and pages through them with the cursor', async () => {
    const client = await signedIn();
    const first = await call(client, listReviews, {
      params: org,
      query: { rating: 5, language: 'fr', limit: 10 },
    });
    expect(first.items).toHaveLength(10);
    expect(first.items.every((r) => r.rating === 5 && r.language === 'fr')).toBe(true);
    const second = await call(client, listReviews, {
      params: org,
      query: { rating: 5, language: 'fr', limit: 10, cursor: first.nextCursor ?? '' },
    });
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((second.items[0]?.createdAt ?? '') <= (first.items[9]?.createdAt ?? '')).toBe(true);
  });

  it('generates drafts until the AI quota answers quota-exceeded, and publishes a draft', async () => {
    const onMessages = vi.fn();
    const client = newClient({ onMessages });
    await client.auth.signIn(DEMO_ACCOUNTS.owner);
    const review = mockDb.review.findFirst({ where: { responseKind: { equals: 'none' } } });
    const params = { ...org, reviewId: review?.id ?? '' };
    for (let i = SEEDED_AI_QUOTA.used; i < SEEDED_AI_QUOTA.limit; i += 1) {
      const drafted = await call(client, generateReviewDraft, { params });
      expect(drafted.draft?.generated).toBe(true);
    }
    const error = await failureOf(call(client, generateReviewDraft, { params }));
    expect(error).toMatchObject({ status: 403 });
    expect(onMessages.mock.calls.at(-1)?.[0].errors[0].key).toBe('review.ai.quota_exceeded_manual');
    const published = await call(client, publishReviewReply, { params, body: {} });
    expect(published).toMatchObject({ responseKind: 'ai', draft: null });
    expect(published.reply?.text).toBeTruthy();
  });
});

describe('shop, checkout and subscriptions (spec section 4)', () => {
  it('sanitises the cart: unknown prices and subscribed locations go', async () => {
    const client = await signedIn();
    const result = await call(client, validateCart, {
      body: {
        cartItems: [
          { priceId: 'price_gone', locations: ['loc-1'] },
          { priceId: 'price_responder_monthly', locations: ['loc-1', 'loc-3'] },
        ],
      },
    });
    expect(result.valid).toBe(true);
    expect(result.cartItems).toEqual([
      { priceId: 'price_responder_monthly', locations: ['loc-3'] },
    ]);
    expect(result.removed.map((r) => r.reason)).toContain('cart.price_not_found');
  });

  it('reports locations that are not granted', async () => {
    const onMessages = vi.fn();
    const client = newClient({ onMessages });
    await client.auth.signIn(DEMO_ACCOUNTS.owner);
    const result = await call(client, validateCart, {
      body: { cartItems: [{ priceId: 'price_booster_monthly', locations: ['loc-6'] }] },
    });
    expect(result.valid).toBe(false);
    expect(onMessages.mock.calls[0]?.[0].errors[0].key).toBe('cart.locations_not_granted');
  });

  it('checkout is idempotent per key and updates the active subscription with a pro-rata invoice', async () => {
    const client = await signedIn();
    const body = {
      organizationId: org.organizationId,
      customerId: 'cust-1',
      cartItems: [{ priceId: 'price_responder_monthly', locations: ['loc-3'] }],
      returnUrl: '/shop',
    };
    const headers = { 'Idempotency-Key': 'attempt-1' };
    const first = await call(client, createCheckoutSession, { body, headers });
    const again = await call(client, createCheckoutSession, { body, headers });
    expect(again.id).toBe(first.id);
    expect(first.invoice.proRata).not.toBeNull();
    expect(first.invoice.oneTimePayable).toBe(first.invoice.proRata?.amount);
    const done = await call(client, confirmCheckoutSession, {
      params: { sessionId: first.id },
      body: { paymentMethodId: '4242424242424242' },
    });
    expect(done).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(done.providerSubscriptionId).toBe('sub_demo_1');
    const locations = await call(client, listLocations, { params: org });
    expect(locations.find((l) => l.id === 'loc-3')?.hasSubscribed).toContain('review_responder');
  });

  it('computes the pro-rata amount to the second', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-02-01T00:00:00Z');
    const now = new Date('2026-01-16T12:00:01Z');
    const invoice = computeInvoice({
      items: [{ priceId: 'p', locations: ['a', 'b'] }],
      products: [
        {
          priceId: 'p',
          name: 'P',
          type: 't',
          locationSelect: true,
          unitAmount: 1000,
          currency: 'eur',
          taxBehavior: 'inclusive',
        },
      ],
      now,
      period: { start, end },
    });
    const seconds = (end.getTime() - now.getTime()) / 1000;
    expect(invoice.proRata).toMatchObject({ seconds, periodSeconds: 31 * 24 * 3600 });
    expect(invoice.proRata?.amount).toBe(Math.round((2000 * seconds) / (31 * 24 * 3600)));
    expect(invoice.payable).toBe(2000);
    expect(invoice.net + invoice.vat).toBe(2000);
  });

  it('cancels at the end of the period or immediately', async () => {
    const client = await signedIn();
    const [subscription] = await call(client, listSubscriptions, { params: org });
    const cancelled = await call(client, cancelSubscription, {
      params: { ...org, subscriptionId: subscription?.id ?? '' },
      body: { immediate: false, reason: 'tooExpensive' },
    });
    expect(cancelled.endsAt).toBe(subscription?.currentPeriodEnd);
    expect(cancelled.status).toBe('active');
    const twice = await failureOf(
      call(client, cancelSubscription, {
        params: { ...org, subscriptionId: subscription?.id ?? '' },
        body: { immediate: true, reason: 'other' },
      }),
    );
    expect(twice).toMatchObject({ status: 409 });
  });

  it('answers field violations for an invalid invoice recipient', async () => {
    const client = await signedIn();
    const error = await failureOf(
      call(client, createCustomer, {
        params: org,
        body: {
          email: 'bad',
          companyOrName: 'X',
          addressLine1: '',
          city: 'Berlin',
          zipCode: '1',
          country: 'DE',
        },
      }),
    );
    expect((error as ValidationError).violations.map((v) => v.propertyPath).sort()).toEqual([
      'addressLine1',
      'email',
      'zipCode',
    ]);
  });

  it('answers 422 to a request its endpoint contract rejects, in query and body alike', async () => {
    const client = await signedIn();
    // A query the contract refuses: `rating` is a number, `type` one of the review types.
    const query = await failureOf(
      client.send('GET', `/organizations/${org.organizationId}/reviews`, {
        schema: listReviews.response,
        query: { rating: 'five', type: 'long' },
      }),
    );
    expect(query).toBeInstanceOf(ValidationError);
    expect((query as ValidationError).violations.map((v) => v.propertyPath).sort()).toEqual([
      'rating',
      'type',
    ]);
    // A body of the wrong shape: the reply text must be text.
    const body = await failureOf(
      client.send('PUT', `/organizations/${org.organizationId}/reviews/x/draft`, {
        schema: getReview.response,
        body: { text: 42 },
      }),
    );
    expect((body as ValidationError).violations).toEqual([
      { propertyPath: 'text', key: 'validation.required', params: {} },
    ]);
  });

  it('lets only admins send a sign-up email', async () => {
    const owner = await signedIn();
    expect(
      await failureOf(call(owner, sendSignUpEmail, { body: { email: 'x@y.test' } })),
    ).toMatchObject({ status: 403 });
    const onMessages = vi.fn();
    const admin = newClient({ onMessages });
    await admin.auth.signIn(DEMO_ACCOUNTS.admin);
    await call(admin, sendSignUpEmail, { body: { email: 'x@y.test' } });
    expect(onMessages.mock.calls.at(-1)?.[0].toasts[0]).toMatchObject({
      title: 'toast.title.success',
      description: 'admin.signup_email.sent',
      params: { email: 'x@y.test' },
    });
  });
});

describe('mock controls (issue 3: every handler switchable per test)', () => {
  it.each([401, 402, 422, 500])('answers %i when told to', async (status) => {
    const client = await signedIn();
    mockControls.override('listProducts', { status });
    const error = await failureOf(call(client, listProducts));
    expect(error).toBeInstanceOf(status === 422 ? ValidationError : HttpError);
    if (error instanceof HttpError) expect(error.status).toBe(status);
  });

  it('answers a malformed body, a network error and a delay', async () => {
    const client = await signedIn();
    mockControls.override('listProducts', { malformed: true }, { times: 1 });
    expect(await failureOf(call(client, listProducts))).toBeInstanceOf(ResponseShapeError);
    expect(await call(client, listProducts)).toHaveLength(2);
    mockControls.override('listProducts', { networkError: true }, { times: 1 });
    expect(await failureOf(call(client, listProducts))).toBeInstanceOf(NetworkError);
    const slow = newClient({ timeoutMs: 20 });
    mockControls.override('getSystemInfo', { delayMs: 200 });
    expect(await failureOf(call(slow, getSystemInfoEndpoint))).toMatchObject({ timedOut: true });
  });

  it('offers one-off handlers for server.use() and msw.use()', async () => {
    server.use(mockResponse(getSystemInfoEndpoint, { status: 500 }));
    expect(await failureOf(call(newClient(), getSystemInfoEndpoint))).toMatchObject({
      status: 500,
    });
  });
});

describe('demo persistence (issue 3: a reload keeps what the user did)', () => {
  it('restores a snapshot of the store', async () => {
    const client = await signedIn();
    await call(client, cancelSubscription, {
      params: { ...org, subscriptionId: 'subs-1' },
      body: { immediate: true, reason: 'unused' },
    });
    const snapshot = JSON.parse(JSON.stringify(snapshotMockDb())) as unknown;
    resetMockDb();
    expect(mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.status).toBe(
      'active',
    );
    expect(restoreMockDb(snapshot)).toBe(true);
    expect(mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } })?.status).toBe(
      'canceled',
    );
    expect(mockDb.review.count()).toBe(SEEDED_REVIEW_COUNT);
    expect(restoreMockDb({ version: 0 })).toBe(false);
  });

  it('keeps no token in the snapshot', async () => {
    const tokens = createMemoryTokenStore();
    const client = newClient({ tokenStore: tokens });
    await client.auth.signIn(DEMO_ACCOUNTS.owner);
    const text = JSON.stringify(snapshotMockDb());
    expect(text).not.toContain(tokens.get('auth.token') ?? 'missing');
  });
});

describe('every success answer matches its schema', () => {
  it('all GET endpoints and the checkout flow parse without shape errors', async () => {
    const onError = vi.fn();
    const client = newClient({ onError });
    await client.auth.signIn(DEMO_ACCOUNTS.owner);
    await call(client, signInEndpoint, { body: DEMO_ACCOUNTS.owner });
    await Promise.all([
      call(client, getProfile),
      call(client, getNotificationSettings),
      call(client, getOrganization, { params: org }),
      call(client, listGoogleAccounts, { params: org }),
      call(client, listLocations, { params: org }),
      call(client, listReviews, { params: org, query: { limit: 100 } }),
      call(client, getReview, { params: { ...org, reviewId: 'rev-00001' } }),
      call(client, getAiQuota, { params: org }),
      call(client, getResponderSettings, { params: org }),
      call(client, listProducts),
      call(client, getPromoCode, { params: { code: DEMO_PROMO_CODES.valid } }),
      call(client, listSubscriptions, { params: org }),
      call(client, listCustomers, { params: org }),
      call(client, getSystemInfoEndpoint),
    ]);
    const session = await call(client, createCheckoutSession, {
      body: {
        organizationId: org.organizationId,
        customerId: 'cust-1',
        cartItems: [{ priceId: 'price_booster_monthly', locations: ['loc-1'] }],
        promoCode: DEMO_PROMO_CODES.valid,
        returnUrl: '/shop',
      },
      headers: { 'Idempotency-Key': 'conformance' },
    });
    expect(session.invoice.discount).toBeGreaterThan(0);
    await call(client, confirmCheckoutSession, {
      params: { sessionId: session.id },
      body: { paymentMethodId: '4242' },
    });
    await call(client, getCheckoutSession, { params: { sessionId: session.id } });
    const [invoice] = await call(client, listInvoices, { params: org });
    await call(client, getInvoice, { params: { ...org, invoiceId: invoice?.id ?? '' } });
    expect(onError).not.toHaveBeenCalled();
  });
});
