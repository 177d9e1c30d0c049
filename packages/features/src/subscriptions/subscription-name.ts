import { useShopLocations } from '@locperf/api/shop';
import type { Subscription } from '@locperf/api/subscriptions';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const declared = defineMessages({
  name: { id: 'subscriptions.name', defaultMessage: '{products} for {locations}' },
  locationCount: {
    id: 'subscriptions.name.locationCount',
    defaultMessage: '{count, plural, one {# location} other {# locations}}',
  },
  review_responder: { id: 'product.type.reviewResponder', defaultMessage: 'Review responder' },
  review_booster: { id: 'product.type.reviewBooster', defaultMessage: 'Review booster' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Up to this many locations are named; more read "N locations". */
const NAMED_LOCATIONS = 2;

/**
 * Names subscriptions by what they pay for, not by the invoice recipient (one recipient usually
 * pays for every subscription, so its name tells them apart from nothing): "Review Responder for
 * Sonnenschein Berlin and Sonnenschein Hamburg", "… for 5 locations", and each product with its
 * own locations: "Review Responder for 3 locations, Review Booster for Sonnenschein Berlin".
 */
export function useSubscriptionNames(organizationId: string) {
  const intl = useIntl();
  const locations = useShopLocations(organizationId);
  return useMemo(() => {
    const names = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
    const productName = (type: string) =>
      type in messages ? intl.formatMessage(messages[type as keyof typeof messages]) : type;
    const placesOf = (ids: string[], fallbackCount: number) =>
      ids.length > 0 && ids.length <= NAMED_LOCATIONS && ids.every((id) => names.has(id))
        ? intl.formatList(
            ids.map((id) => names.get(id) ?? id),
            { type: 'conjunction' },
          )
        : intl.formatMessage(messages.locationCount, { count: ids.length || fallbackCount });
    return (subscription: Subscription): string => {
      // Each product with its own locations (owner trial: "Responder and Booster for Berlin and
      // Hamburg" read as both for both, when the Booster was booked for Berlin only).
      const byProduct = new Map<string, string[]>();
      for (const item of subscription.items) {
        const ids = byProduct.get(item.productType) ?? [];
        byProduct.set(item.productType, [...new Set([...ids, ...item.locations])]);
      }
      // Products on the same locations share them: "Responder and Booster for Berlin".
      const byPlaces = new Map<string, { ids: string[]; types: string[] }>();
      for (const [type, ids] of byProduct) {
        const sorted = [...ids].sort();
        const key = sorted.join('\n');
        const group = byPlaces.get(key) ?? { ids: sorted, types: [] };
        group.types.push(type);
        byPlaces.set(key, group);
      }
      const parts = [...byPlaces.values()].map(({ ids, types }) =>
        intl.formatMessage(messages.name, {
          products: intl.formatList(types.map(productName), { type: 'conjunction' }),
          locations: placesOf(ids, subscription.validLocations),
        }),
      );
      return intl.formatList(parts, { type: 'unit', style: 'short' });
    };
  }, [intl, locations.data]);
}
