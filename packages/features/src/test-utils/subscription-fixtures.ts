import { subscriptionStatuses, type Subscription } from '@locperf/api/subscriptions';

/** One subscription per status of spec section 4 (tests and stories). */
export const subscriptionsOfEveryStatus: Subscription[] = subscriptionStatuses.map(
  (status, index) => ({
    id: `subs-${status}`,
    customer: { id: 'cust-1', companyOrName: `Filiale ${index + 1}` },
    createdAt: '2026-01-15T09:00:00.000Z',
    endsAt: status === 'canceled' ? '2026-06-15T09:00:00.000Z' : null,
    validLocations: index + 1,
    status,
    items: [{ priceId: 'price_responder_monthly', productType: 'review_responder', locations: [] }],
    providerSubscriptionId: `sub_${status}`,
    currentPeriodEnd: '2026-12-15T09:00:00.000Z',
  }),
);

/** One issued invoice. */
export const issuedInvoice = {
  id: 'inv-1',
  currency: 'eur',
  lines: [
    {
      priceId: 'price_booster_monthly',
      name: 'Review Booster',
      quantity: 2,
      unitAmount: 1900,
      taxBehavior: 'inclusive',
      amount: 3800,
      gross: 3800,
    },
  ],
  net: 3193,
  vat: 607,
  vatRate: 0.19,
  discount: 0,
  payable: 3800,
  oneTimePayable: 3800,
  proRata: null,
  nextInvoiceDate: '2026-12-15T09:00:00.000Z',
  createdAt: '2026-11-15T09:00:00.000Z',
  number: 'RE-2026-0007',
  periodStart: '2026-11-15T09:00:00.000Z',
  periodEnd: '2026-12-15T09:00:00.000Z',
  pdfUrl: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
};

/**
 * The trial's pro-rata invoice (issue 19, "Trust in every action"), as the mock issues it: 2 × Review Responder (plus VAT)
 * and 3 × Review Booster (incl. VAT) joining a subscription for 20 of its 30 days. Its lines, net
 * amount and VAT belong to the 84,00 € charged; the monthly 126,02 € is the next invoice's.
 */
export const proRataInvoice = {
  id: 'inv-2',
  currency: 'eur',
  lines: [
    {
      priceId: 'price_responder_monthly',
      name: 'Review Responder',
      quantity: 2,
      unitAmount: 2900,
      taxBehavior: 'exclusive',
      amount: 3866,
      gross: 4601,
    },
    {
      priceId: 'price_booster_monthly',
      name: 'Review Booster',
      quantity: 3,
      unitAmount: 1900,
      taxBehavior: 'inclusive',
      amount: 3799,
      gross: 3799,
    },
  ],
  net: 7059,
  vat: 1341,
  vatRate: 0.19,
  discount: 0,
  payable: 12602,
  oneTimePayable: 8400,
  proRata: {
    from: '2026-11-23T14:31:29.000Z',
    to: '2026-12-13T14:27:23.000Z',
    seconds: 1727754,
    periodSeconds: 2592000,
    amount: 8400,
  },
  nextInvoiceDate: '2026-12-13T14:27:23.000Z',
  createdAt: '2026-11-23T14:31:29.000Z',
  number: 'RE-2026-0001',
  periodStart: '2026-11-23T14:31:29.000Z',
  periodEnd: '2026-12-13T14:27:23.000Z',
  pdfUrl: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
};

/** A subscription cancelled at the end of its period, which still runs. */
export const endingSubscription: Subscription = {
  id: 'subs-ending',
  customer: { id: 'cust-1', companyOrName: 'Bäckerei Sonnenschein GmbH' },
  createdAt: '2026-01-15T09:00:00.000Z',
  endsAt: '2099-12-15T09:00:00.000Z',
  validLocations: 5,
  status: 'active',
  items: [
    {
      priceId: 'price_responder_monthly',
      productType: 'review_responder',
      locations: ['loc-1', 'loc-2', 'loc-3'],
    },
    {
      priceId: 'price_booster_monthly',
      productType: 'review_booster',
      locations: ['loc-4', 'loc-5'],
    },
  ],
  providerSubscriptionId: 'sub_ending',
  currentPeriodEnd: '2099-12-15T09:00:00.000Z',
};
