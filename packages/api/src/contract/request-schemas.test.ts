import { describe, expect, it } from 'vitest';
import { formViolations } from '../forms/rules';
import { googleConnectSchema } from '../google-accounts/google-accounts';

/** `{ propertyPath: key }` of the violations of a value under a request schema. */
const keys = (schema: Parameters<typeof formViolations>[0], value: unknown) =>
  Object.fromEntries(formViolations(schema, value).map((v) => [v.propertyPath, v.key]));

// Issue 15: a rule of a request lives in the endpoint's schema only; the mock backend answers
// with these violations and keeps no copy of its own.
describe('request schemas carry their own rules (issue 15)', () => {
  it('requires a return page to start the Google consent flow from (spec section 2)', () => {
    expect(keys(googleConnectSchema, { returnUrl: '/settings/google-account' })).toEqual({});
    expect(keys(googleConnectSchema, { returnUrl: '' })).toEqual({
      returnUrl: 'validation.required',
    });
    expect(keys(googleConnectSchema, { returnUrl: '   ' })).toEqual({
      returnUrl: 'validation.required',
    });
    expect(keys(googleConnectSchema, {})).toEqual({ returnUrl: 'validation.required' });
  });
});
