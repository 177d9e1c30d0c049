import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { productTypeSchema } from '../common/schemas';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** A subscription as seen from a location. */
export const locationSubscriptionSchema = z.looseObject({
  subscriptionId: z.string(),
  productType: productTypeSchema,
  status: z.string(),
});

/** Review import state after a grant (spec section 4: granting starts the review import). */
export const importStatuses = ['none', 'running', 'done', 'failed'] as const;

/** Location (spec section 3). `rating` absent or null shows "no data". */
export const locationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  address: z.optional(z.string()),
  /** Location type, for example the Google business category. */
  type: z.string(),
  /** Granted (active) for this product. */
  granted: z.boolean(),
  /** Product types already subscribed at this location. */
  hasSubscribed: z.array(productTypeSchema),
  /** The internal rating; absent or null means "no data". */
  rating: z.optional(z.nullable(z.number())),
  subscriptions: z.array(locationSubscriptionSchema),
  googleAccountId: z.optional(z.string()),
  importStatus: z.optional(z.catch(z.enum(importStatuses), 'none')),
  /** Google's place id, which the review link of the booster needs (issue 7). */
  placeId: z.optional(z.string()),
});
export type Location = z.infer<typeof locationSchema>;

const base = '/organizations/{organizationId}/locations' as const;

/** `GET /organizations/{organizationId}/locations` (spec section 7). */
export const listLocations = defineEndpoint({
  id: 'listLocations',
  method: 'GET',
  path: base,
  tag: 'locations',
  summary: 'List of locations',
  response: z.array(locationSchema),
});

export const grantLocation = defineEndpoint({
  id: 'grantLocation',
  method: 'POST',
  path: `${base}/{locationId}/grant`,
  tag: 'locations',
  summary: 'Grant (activate) a location; starts the review import',
  response: locationSchema,
  errors: [404],
});

export const revokeLocation = defineEndpoint({
  id: 'revokeLocation',
  method: 'DELETE',
  path: `${base}/{locationId}/grant`,
  tag: 'locations',
  summary: 'Revoke the grant of a location',
  response: locationSchema,
  errors: [404],
});

/**
 * The organization's locations, loaded once and cached (spec section 4, Cart); `reload`
 * refetches. `refreshInterval` polls, for example while a review import runs (issue 7).
 */
export const useLocations = (
  organizationId: string | null,
  options: { refreshInterval?: number } = {},
) => useApiQuery(listLocations, organizationId ? { params: { organizationId } } : null, options);

/** Google's "write a review" form of a place: the booster's link (issue 7). */
export function googleReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}
/** Grants a location. */
export const useGrantLocation = () =>
  useApiMutation(grantLocation, { invalidates: ['/organizations'] });
/** Revokes a location. */
export const useRevokeLocation = () =>
  useApiMutation(revokeLocation, { invalidates: ['/organizations'] });
