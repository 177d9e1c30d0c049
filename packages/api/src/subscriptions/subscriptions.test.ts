import { describe, expect, it } from 'vitest';
import { formViolations } from '../forms/rules';
import { CANCELLATION_COMMENT_MAX_LENGTH, cancellationSchema } from './subscriptions';

describe('cancellationSchema (spec sections 3 and 5, issue 15: the one rule set of dialog and mock)', () => {
  it('takes a comment of up to 1000 characters, counted after trimming', () => {
    const comment = ` ${'a'.repeat(CANCELLATION_COMMENT_MAX_LENGTH)} `;
    expect(
      formViolations(cancellationSchema, { immediate: false, reason: 'other', comment }),
    ).toEqual([]);
  });

  it('says "This text is too long." for a longer comment', () => {
    const comment = 'a'.repeat(CANCELLATION_COMMENT_MAX_LENGTH + 1);
    expect(
      formViolations(cancellationSchema, { immediate: false, reason: 'other', comment }),
    ).toEqual([{ propertyPath: 'comment', key: 'validation.too_long.max', params: { num: 1000 } }]);
  });

  it('asks for a reason when none or an unknown one is given, with a message key', () => {
    for (const reason of [undefined, '', 'bored']) {
      expect(formViolations(cancellationSchema, { immediate: true, reason })).toEqual([
        { propertyPath: 'reason', key: 'validation.required', params: {} },
      ]);
    }
  });
});
