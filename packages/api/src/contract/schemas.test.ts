import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../auth/session';
import { locationSchema } from '../locations/locations';
import {
  cancellationReasons,
  cancellationSchema,
  subscriptionStatusSchema,
} from '../subscriptions/subscriptions';
import { customerInputSchema } from '../customers/customers';

describe('entity schemas (spec section 3)', () => {
  it('maps any unrecognised subscription status to unknown (spec section 4)', () => {
    expect(subscriptionStatusSchema.parse('past_due')).toBe('past_due');
    expect(subscriptionStatusSchema.parse('something_new')).toBe('unknown');
    expect(subscriptionStatusSchema.parse(42)).toBe('unknown');
  });

  it('tolerates unknown extra fields and rejects missing required ones', () => {
    const session = {
      email: 'a@b.test',
      organization: { id: 'o', name: 'O', customerNumber: 'K1', extra: 1 },
      roles: ['ROLE_ADMIN'],
      future: true,
    };
    expect(sessionSchema.parse(session)).toMatchObject({ future: true });
    expect(sessionSchema.safeParse({ ...session, roles: undefined }).success).toBe(false);
  });

  it('shows "no data" for a location without rating: rating may be absent or null', () => {
    const location = {
      id: 'l',
      name: 'L',
      type: 'Bakery',
      granted: true,
      hasSubscribed: [],
      subscriptions: [],
    };
    expect(locationSchema.safeParse(location).success).toBe(true);
    expect(locationSchema.safeParse({ ...location, rating: null }).success).toBe(true);
  });

  it('knows the eight cancellation reasons', () => {
    expect(cancellationReasons).toHaveLength(8);
    expect(cancellationSchema.safeParse({ immediate: true, reason: 'unused' }).success).toBe(true);
    expect(cancellationSchema.safeParse({ immediate: true, reason: 'bored' }).success).toBe(false);
  });

  it('makes addressLine2 of an invoice recipient optional (spec section 5)', () => {
    const recipient = {
      email: 'a@b.test',
      companyOrName: 'A',
      addressLine1: 'Street 1',
      city: 'Berlin',
      zipCode: '10115',
      country: 'DE',
    };
    expect(customerInputSchema.safeParse(recipient).success).toBe(true);
    expect(customerInputSchema.safeParse({ ...recipient, city: undefined }).success).toBe(false);
  });
});
