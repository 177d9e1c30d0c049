import { describe, expect, it } from 'vitest';
import { signUpEmailFormSchema } from '../admin/forms';
import { signUpFormSchema } from '../auth/forms';
import { contactFormSchema } from '../contact/forms';
import { profileLocaleFormSchema } from '../profile/forms';
import { checkPassword, formViolations } from './rules';

const keys = (schema: Parameters<typeof formViolations>[0], data: unknown) =>
  Object.fromEntries(formViolations(schema, data).map((v) => [v.propertyPath, v.key]));

describe('password rules (spec section 5)', () => {
  it.each([
    ['Ab1!', 'length'],
    ['Abcdefgh!', 'digit'],
    ['abcdefg1!', 'uppercase'],
    ['ABCDEFG1!', 'lowercase'],
    ['Abcdefg12', 'special'],
    ['Abcdefghijklmn1!x', 'length'],
  ] as const)('%s misses the %s rule, and only it', (password, rule) => {
    const state = checkPassword(password);
    expect(state[rule]).toBe(false);
    expect(Object.entries(state).filter(([, met]) => !met)).toHaveLength(1);
  });

  it('takes 8 and 16 characters with every class', () => {
    expect(Object.values(checkPassword('Abcdef1!')).every(Boolean)).toBe(true);
    expect(Object.values(checkPassword('Abcdefghijklm1!x')).every(Boolean)).toBe(true);
  });
});

describe('form schemas report message keys', () => {
  const signUp = {
    firstName: 'Lena',
    lastName: 'Neumann',
    email: 'lena@example.test',
    password: 'Sonne-123!',
    passwordRepeat: 'Sonne-123!',
    language: 'de',
    organizationName: 'Neumann GmbH',
    acceptTerms: true,
  };

  it('accepts a complete sign-up', () => {
    expect(formViolations(signUpFormSchema, signUp)).toEqual([]);
  });

  it('names each broken rule of the sign-up', () => {
    expect(
      keys(signUpFormSchema, {
        ...signUp,
        firstName: '  ',
        email: 'lena@',
        password: 'sonne',
        passwordRepeat: 'sonnE',
        acceptTerms: false,
        organizationName: 'x'.repeat(121),
      }),
    ).toEqual({
      firstName: 'validation.required',
      email: 'validation.email',
      password: 'validation.password.invalid',
      passwordRepeat: 'validation.password.mismatch',
      acceptTerms: 'auth.signup.terms_required',
      organizationName: 'validation.too_long.max',
    });
  });

  it('requires the repeated password too (owner trial 10: left empty, it said nothing)', () => {
    expect(keys(signUpFormSchema, { ...signUp, passwordRepeat: '' }).passwordRepeat).toBe(
      'validation.required',
    );
  });

  it('gives the minimum as the {num} parameter', () => {
    expect(
      formViolations(contactFormSchema, {
        name: 'A',
        email: 'a@b.cd',
        subject: 'S',
        message: 'kurz',
      }),
    ).toEqual([{ propertyPath: 'message', key: 'validation.min_length', params: { num: 10 } }]);
  });

  it('reads a missing field as required', () => {
    expect(keys(signUpEmailFormSchema, {})).toEqual({ email: 'validation.required' });
  });
});

describe('time zone (issue "Trust in every action": only IANA zones are saved)', () => {
  const zone = (timezone: string) => keys(profileLocaleFormSchema, { language: 'de', timezone });

  it.each(['Europe/Berlin', 'America/New_York', 'UTC', 'America/Argentina/Buenos_Aires'])(
    'accepts %s',
    (timezone) => expect(zone(timezone)).toEqual({}),
  );

  it.each(['EST', 'europe/berlin', 'US/Pacific', 'Etc/GMT+5', 'CET', 'Mars/Olympus', 'Berlin'])(
    'refuses %s with its own message',
    (timezone) => expect(zone(timezone)).toEqual({ timezone: 'validation.timezone' }),
  );
});
