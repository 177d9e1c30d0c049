import { describe, expect, it, vi } from 'vitest';
import { validateCart } from '@locperf/api/cart';
import { confirmCheckoutSession, createCheckoutSession } from '@locperf/api/checkout';
import { ValidationError } from '@locperf/api/client';
import { createCustomer } from '@locperf/api/customers';
import { connectGoogleAccount, listGoogleAccounts } from '@locperf/api/google-accounts';
import { grantLocation, listLocations } from '@locperf/api/locations';
import {
  generateReviewDraft,
  getReview,
  listReviews,
  publishReviewReply,
} from '@locperf/api/reviews';
import { cancelSubscription, listSubscriptions } from '@locperf/api/subscriptions';
import { sendSignUpEmail } from '@locperf/api/admin';
import { computeInvoice } from './billing';
import { mockControls } from './controls';
import { DEMO_ACCOUNTS } from './db';
import { mockDb } from './state';
import { SEEDED_AI_QUOTA } from './store';
import { call, failureOf, newClient, org, signedIn, setupMockBackend } from './mock-test-support';

setupMockBackend();

describe('Google, locations and reviews (spec section 4)', () => {
  it("rates each location by its reviews' average; one without reviews has no data", async () => {
    const client = await signedIn();
    const locations = await call(client, listLocations, { params: org });
    for (const location of locations) {
      const ratings = mockDb.review
        .findMany({ where: { locationId: { equals: location.id } } })
        .map((review) => review.rating);
      if (ratings.length === 0) {
        expect(location.rating ?? null).toBeNull();
        continue;
      }
      const average = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
      expect(location.rating).toBeCloseTo(average, 1);
    }
    // Every granted location has reviews, so a rating (owner trial: Leipzig showed none).
    expect(locations.filter((l) => l.granted).every((l) => typeof l.rating === 'number')).toBe(
      true,
    );
  });

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

  it('connect without a return page is a 422 from googleConnectSchema (issue 15)', async () => {
    const client = await signedIn();
    const before = (await call(client, listGoogleAccounts, { params: org })).length;
    const error = await failureOf(
      call(client, connectGoogleAccount, { params: org, body: { returnUrl: ' ' } }),
    );
    expect((error as ValidationError).violations).toEqual([
      { propertyPath: 'returnUrl', key: 'validation.required', params: {} },
    ]);
    expect(await call(client, listGoogleAccounts, { params: org })).toHaveLength(before);
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

  it('finishes an import a reload left running: the demo keeps its store, not its timers', async () => {
    mockControls.importDelayMs = 10;
    const client = await signedIn();
    const location = (await call(client, listLocations, { params: org })).find((l) => !l.granted);
    // As the persisted store comes back after a reload right after "Grant": running, no timer.
    mockDb.location.update({
      where: { id: { equals: location?.id ?? '' } },
      data: { granted: true, importStatus: 'running' },
    });
    await vi.waitFor(async () => {
      const locations = await call(client, listLocations, { params: org });
      expect(locations.find((l) => l.id === location?.id)?.importStatus).toBe('done');
    });
    const page = await call(client, listReviews, {
      params: org,
      query: { locationId: location?.id ?? '' },
    });
    expect(page.total).toBe(20);
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
