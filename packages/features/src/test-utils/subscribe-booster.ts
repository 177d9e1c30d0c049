import { DEMO_ORGANIZATION, mockDb } from '@locperf/mocks';

/** Tests and stories only: gives locations of the demo organization a live booster subscription. */
export function subscribeBooster(locations: string[]): void {
  const start = new Date();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  mockDb.subscription.create({
    id: `subs-booster-${locations.join('-')}`,
    organizationId: DEMO_ORGANIZATION.id,
    customerId: 'cust-1',
    createdAt: start.toISOString(),
    endsAt: null,
    status: 'active',
    items: [{ priceId: 'price_booster_monthly', productType: 'review_booster', locations }],
    providerSubscriptionId: `sub_demo_booster_${locations.join('_')}`,
    currentPeriodStart: start.toISOString(),
    currentPeriodEnd: end.toISOString(),
  });
}
