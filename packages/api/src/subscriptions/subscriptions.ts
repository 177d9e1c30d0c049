import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { dateTimeSchema, productTypeSchema } from '../common/schemas';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** Subscription statuses (spec section 4); `unknown` stands for any status this client does not know. */
export const subscriptionStatuses = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'trialing',
  'paused',
  'unpaid',
  'unknown',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A status string; unrecognised values become `unknown` instead of failing the page. */
export const subscriptionStatusSchema = z.catch(z.enum(subscriptionStatuses), 'unknown');

/** Cancellation reasons (spec section 3). */
export const cancellationReasons = [
  'customerService',
  'lowQuality',
  'missingFeatures',
  'switchedService',
  'tooComplex',
  'tooExpensive',
  'unused',
  'other',
] as const;

/** Longest cancellation comment, in characters after trimming ("This text is too long."). */
export const CANCELLATION_COMMENT_MAX_LENGTH = 1000;

/**
 * Cancellation (spec section 3): immediate or at the end of the billing period (spec section 4).
 * The cancel dialog validates with it and the mock backend answers its 422 from it, so each
 * failing rule reports a message key (spec section 5) instead of zod's own text.
 */
export const cancellationSchema = z.object({
  immediate: z.boolean(),
  reason: z.enum(cancellationReasons, 'validation.required'),
  comment: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(CANCELLATION_COMMENT_MAX_LENGTH, 'validation.too_long.max')),
  ),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** Subscription (spec section 3). */
export const subscriptionSchema = z.looseObject({
  id: z.string(),
  /** The invoice recipient; one per subscription (spec section 5). */
  customer: z.looseObject({ id: z.string(), companyOrName: z.string() }),
  createdAt: dateTimeSchema,
  /** Set once cancelled: the end of the period, or now for an immediate cancel. */
  endsAt: z.nullable(dateTimeSchema),
  /** Number of valid locations. */
  validLocations: z.number(),
  status: subscriptionStatusSchema,
  items: z.array(
    z.looseObject({
      priceId: z.string(),
      productType: productTypeSchema,
      locations: z.array(z.string()),
    }),
  ),
  /** The payment provider's subscription id (spec section 3, shown after checkout). */
  providerSubscriptionId: z.nullable(z.string()),
  currentPeriodEnd: dateTimeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const base = '/organizations/{organizationId}/subscriptions' as const;

export const listSubscriptions = defineEndpoint({
  id: 'listSubscriptions',
  method: 'GET',
  path: base,
  tag: 'subscriptions',
  summary: 'Subscriptions of the organization',
  response: z.array(subscriptionSchema),
});

export const cancelSubscription = defineEndpoint({
  id: 'cancelSubscription',
  method: 'POST',
  path: `${base}/{subscriptionId}/cancel`,
  tag: 'subscriptions',
  summary: 'Cancel now or at the end of the billing period',
  body: cancellationSchema,
  response: subscriptionSchema,
  errors: [404, 409, 422],
});

export const resumeSubscription = defineEndpoint({
  id: 'resumeSubscription',
  method: 'POST',
  path: `${base}/{subscriptionId}/resume`,
  tag: 'subscriptions',
  summary:
    'Undo a cancellation at the end of the billing period while the period still runs (409 once it ended or was cancelled immediately)',
  response: subscriptionSchema,
  errors: [404, 409],
});

/** The subscriptions. */
export const useSubscriptions = (organizationId: string | null) =>
  useApiQuery(listSubscriptions, organizationId ? { params: { organizationId } } : null);
/** Cancels a subscription. */
export const useCancelSubscription = () =>
  useApiMutation(cancelSubscription, { invalidates: ['/organizations'] });
/** Undoes a cancellation at the end of the billing period. */
export const useResumeSubscription = () =>
  useApiMutation(resumeSubscription, { invalidates: ['/organizations'] });
