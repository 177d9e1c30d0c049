import { describe, expect, it, vi } from 'vitest';
import { confirmCheckoutSession, createCheckoutSession } from '@locperf/api/checkout';
import { listProducts } from '@locperf/api/shop';
import {
  cancelSubscription,
  listSubscriptions,
  resumeSubscription,
} from '@locperf/api/subscriptions';
import { HttpError, ValidationError } from '@locperf/api/client';
import type { MessagesEvent } from '@locperf/api/messages';
import { createCustomer, isValidVatId, recipientFormSchema } from '@locperf/api/customers';
import { DEMO_ACCOUNTS } from './db';
import { call, failureOf, newClient, org, setupMockBackend, signedIn } from './mock-test-support';

setupMockBackend();

describe('products follow Accept-Language (spec section 7)', () => {
  it.each([
    ['en', 'AI replies to Google reviews, auto-published or as drafts.'],
    ['de', 'KI-Antworten auf Google-Bewertungen, automatisch veröffentlicht oder als Entwurf.'],
    ['fr', 'Des réponses IA aux avis Google, publiées automatiquement ou en brouillon.'],
  ])('answers %s product texts', async (locale, description) => {
    const client = newClient({ getLocale: () => locale });
    expect(await client.auth.signIn(DEMO_ACCOUNTS.owner)).toBe(true);
    const products = await call(client, listProducts);
    expect(products.find((p) => p.type === 'review_responder')?.description).toBe(description);
  });
});

describe('undoing a cancellation (spec section 4, Subscription)', () => {
  const params = { ...org, subscriptionId: 'subs-1' };

  it('resumes a subscription cancelled at the end of the period, and only then', async () => {
    const client = await signedIn();
    const notCancelled = await failureOf(call(client, resumeSubscription, { params }));
    expect(notCancelled).toBeInstanceOf(HttpError);
    expect((notCancelled as HttpError).status).toBe(409);

    const cancelled = await call(client, cancelSubscription, {
      params,
      body: { immediate: false, reason: 'unused' },
    });
    expect(cancelled.endsAt).toBe(cancelled.currentPeriodEnd);
    const resumed = await call(client, resumeSubscription, { params });
    expect(resumed.endsAt).toBeNull();
    expect(resumed.status).toBe('active');
    const [listed] = await call(client, listSubscriptions, { params: org });
    expect(listed?.endsAt).toBeNull();
  });

  it('cannot resume an immediate cancellation', async () => {
    const client = await signedIn();
    await call(client, cancelSubscription, { params, body: { immediate: true, reason: 'other' } });
    const error = await failureOf(call(client, resumeSubscription, { params }));
    expect((error as HttpError).status).toBe(409);
  });
});

describe('invoice recipient VAT ID (one schema for the form and the 422)', () => {
  const recipient = {
    email: 'rechnung@example.com',
    companyOrName: 'Café Example GmbH',
    addressLine1: 'Hauptstraße 1',
    addressLine2: null,
    city: 'Berlin',
    zipCode: '10115',
    country: 'DE',
  };

  it.each([
    ['DE123456789', true],
    ['de 123.456.789', true],
    ['ATU12345678', true],
    ['FRXX123456789', true],
    ['NL123456789B01', true],
    ['EL123456789', true],
    ['DE12345678', false],
    ['XX123456789', false],
    ['123456789', false],
  ])('checks %s per EU format', (vatId, valid) => {
    expect(isValidVatId(vatId)).toBe(valid);
    expect(recipientFormSchema.safeParse({ ...recipient, vatId }).success).toBe(valid);
  });

  it('stores a valid VAT ID normalised and answers 422 validation.vat_id otherwise', async () => {
    const client = await signedIn();
    const created = await call(client, createCustomer, {
      params: org,
      body: { ...recipient, vatId: 'de 123 456 789' },
    });
    expect(created.vatId).toBe('DE123456789');
    const error = await failureOf(
      call(client, createCustomer, { params: org, body: { ...recipient, vatId: 'DE1' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations).toEqual([
      expect.objectContaining({ propertyPath: 'vatId', key: 'validation.vat_id' }),
    ]);
  });
});

describe('errors the caller shows in place (handledStatuses)', () => {
  it('keeps a handled decline out of the error channel, and only that one', async () => {
    const onMessages = vi.fn<(event: MessagesEvent) => void>();
    const client = newClient({ onMessages });
    expect(await client.auth.signIn(DEMO_ACCOUNTS.owner)).toBe(true);
    const session = await call(client, createCheckoutSession, {
      headers: { 'Idempotency-Key': 'handled-statuses' },
      body: {
        organizationId: org.organizationId,
        customerId: 'cust-1',
        cartItems: [{ priceId: 'price_booster_monthly', locations: ['loc-3'] }],
        returnUrl: '/shop',
      },
    });
    const confirm = (handledStatuses?: number[]) =>
      failureOf(
        call(client, confirmCheckoutSession, {
          params: { sessionId: session.id },
          body: { paymentMethodId: '4000000000000002' },
          ...(handledStatuses ? { handledStatuses } : {}),
        }),
      );
    const routedErrors = () => onMessages.mock.calls.flatMap(([event]) => event.errors);

    expect(((await confirm([409])) as HttpError).status).toBe(409);
    expect(routedErrors()).toEqual([]);
    await confirm();
    expect(routedErrors()).toEqual([expect.objectContaining({ key: 'checkout.payment_declined' })]);
  });
});
