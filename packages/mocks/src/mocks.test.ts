import { describe, expect, it, vi } from 'vitest';
import {
  confirmEmailEndpoint,
  requestPasswordResetEndpoint,
  signInEndpoint,
} from '@locperf/api/auth';
import { createMemoryTokenStore } from '@locperf/api/auth';
import {
  confirmCheckoutSession,
  createCheckoutSession,
  getCheckoutSession,
} from '@locperf/api/checkout';
import { HttpError, NetworkError, ResponseShapeError, ValidationError } from '@locperf/api/client';
import { listCustomers } from '@locperf/api/customers';
import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { getOrganization } from '@locperf/api/organization';
import { getNotificationSettings, getProfile } from '@locperf/api/profile';
import { getResponderSettings } from '@locperf/api/responder-settings';
import { listGoogleAccounts } from '@locperf/api/google-accounts';
import { listLocations } from '@locperf/api/locations';
import { getPromoCode, listProducts } from '@locperf/api/shop';
import { getAiQuota, getReview, listReviews } from '@locperf/api/reviews';
import { cancelSubscription, listSubscriptions } from '@locperf/api/subscriptions';
import { getSystemInfoEndpoint } from '@locperf/api/system';
import { mockControls, mockResponse } from './controls';
import { MOCKED_RESPONSE_HEADER } from './handlers/shared';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION,
  DEMO_PENDING_ACCOUNT,
  DEMO_PROMO_CODES,
  DEMO_RELEASE,
} from './db';
import { mockDb, resetMockDb, restoreMockDb, snapshotMockDb } from './state';
import { SEEDED_REVIEW_COUNT } from './store';
import { call, failureOf, newClient, org, signedIn, setupMockBackend } from './mock-test-support';

const server = setupMockBackend();

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

  it('never dates a reply or a draft after now (German trial: replies dated tomorrow)', () => {
    const now = Date.now();
    const late = mockDb.review.getAll().filter((review) => {
      const reply = review.reply ?? review.draft;
      if (!reply) return false;
      const { answeredAt, updatedAt } = JSON.parse(reply) as {
        answeredAt?: string;
        updatedAt?: string;
      };
      return Date.parse(answeredAt ?? updatedAt ?? '') > now;
    });
    expect(late.map((review) => review.id)).toEqual([]);
  });

  it('answers the system info with the demo release', async () => {
    expect(await call(newClient(), getSystemInfoEndpoint)).toEqual({ release: DEMO_RELEASE });
  });

  it('marks every answer as its own, errors and overrides too (demo mode retries the rest)', async () => {
    const marks = async (path: string) =>
      (await fetch(`http://localhost/api${path}`)).headers.get(MOCKED_RESPONSE_HEADER);
    expect(await marks('/system/info')).toBe('1');
    // Refused without a session.
    expect(await marks('/auth/session')).toBe('1');
    mockControls.override(getSystemInfoEndpoint.id, { status: 503 }, { times: 1 });
    expect(await marks('/system/info')).toBe('1');
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
