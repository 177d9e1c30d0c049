import { describe, expect, it } from 'vitest';
import { formViolations } from '../forms/rules';
import { googleConnectSchema } from '../google-accounts/google-accounts';
import { widgetReviewsQuerySchema } from '../widgets/widgets';
import { publishReplySchema, replyTextSchema } from '../reviews/reviews';
import { GOOGLE_REPLY_BYTE_LIMIT, isTooLongForGoogle, utf8ByteLength } from '../reviews/reply-text';

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

  it('counts a reply in UTF-8 bytes, as Google does (issue 7)', () => {
    expect(GOOGLE_REPLY_BYTE_LIMIT).toBe(4096);
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('ä')).toBe(2);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(isTooLongForGoogle('a'.repeat(4096))).toBe(false);
    expect(isTooLongForGoogle('ä'.repeat(2049))).toBe(true);
  });

  it('refuses a reply over 4,096 bytes even under 4,096 characters (issue 7)', () => {
    // 2,049 "ä" are 2,049 characters but 4,098 bytes.
    const tooLong = { text: 'ä'.repeat(2049) };
    expect(keys(replyTextSchema, tooLong)).toEqual({ text: 'validation.too_long' });
    expect(keys(publishReplySchema, tooLong)).toEqual({ text: 'validation.too_long' });
    expect(keys(replyTextSchema, { text: 'ä'.repeat(2048) })).toEqual({});
    // The server keeps the reply trimmed, so surrounding blanks do not count.
    expect(keys(replyTextSchema, { text: ` ${'a'.repeat(4096)}\n` })).toEqual({});
  });

  it('requires the text of a draft or an edited reply; publishing may leave it to the draft', () => {
    expect(keys(replyTextSchema, { text: '  ' })).toEqual({ text: 'validation.required' });
    expect(keys(replyTextSchema, {})).toEqual({ text: 'validation.required' });
    expect(keys(publishReplySchema, {})).toEqual({});
  });

  it('bounds the review widget to 1 to 5 stars and 1 to 50 reviews, as the embed sends them', () => {
    expect(keys(widgetReviewsQuerySchema, { minRating: 1, limit: 50 })).toEqual({});
    expect(keys(widgetReviewsQuerySchema, { minRating: 5, limit: 1 })).toEqual({});
    expect(keys(widgetReviewsQuerySchema, { minRating: 0, limit: 51 })).toEqual({
      minRating: 'validation.invalid',
      limit: 'validation.invalid',
    });
    expect(keys(widgetReviewsQuerySchema, { minRating: 6, limit: 0 })).toEqual({
      minRating: 'validation.invalid',
      limit: 'validation.invalid',
    });
  });
});
