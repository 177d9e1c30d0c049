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
 * Sonnenschein Berlin and Sonnenschein Hamburg", or "… for 5 locations".
 */
export function useSubscriptionNames(organizationId: string) {
  const intl = useIntl();
  const locations = useShopLocations(organizationId);
  return useMemo(() => {
    const names = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
    return (subscription: Subscription): string => {
      const products = intl.formatList(
        [...new Set(subscription.items.map((i) => i.productType))].map((type) =>
          type in messages ? intl.formatMessage(messages[type as keyof typeof messages]) : type,
        ),
        { type: 'conjunction' },
      );
      const ids = [...new Set(subscription.items.flatMap((i) => i.locations))];
      const count = ids.length || subscription.validLocations;
      const located =
        ids.length > 0 && ids.length <= NAMED_LOCATIONS && ids.every((id) => names.has(id))
          ? intl.formatList(
              ids.map((id) => names.get(id) ?? id),
              { type: 'conjunction' },
            )
          : intl.formatMessage(messages.locationCount, { count });
      return intl.formatMessage(messages.name, { products, locations: located });
    };
  }, [intl, locations.data]);
}
