import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendSignUpEmail } from '../admin/admin';
import { signUpEmailFormSchema } from '../admin/forms';
import { signUpEndpoint } from '../auth/endpoints';
import { signUpBodySchema, signUpFormSchema } from '../auth/forms';
import { createMemoryTokenStore } from '../auth/token-store';
import { createApiClient } from '../client/client';
import { callEndpoint } from '../client/endpoint';
import { ValidationError } from '../client/errors';
import { sendContactRequest } from '../contact/contact';
import { contactFormSchema } from '../contact/forms';
import { DEMO_ACCOUNTS } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { resetMockDb } from '../mocks/state';
import {
  passwordChangeBodySchema,
  passwordChangeFormSchema,
  profileLocaleFormSchema,
} from '../profile/forms';
import { changePassword, updateProfile } from '../profile/profile';
import { checkPassword, formViolations } from './rules';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

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
      organizationName: 'validation.too_long',
    });
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

describe('the mock backend answers 422 with the same rules as the client (issue 10)', () => {
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore(),
  });

  async function violationsOf(run: () => Promise<unknown>) {
    try {
      await run();
    } catch (error) {
      if (error instanceof ValidationError)
        return Object.fromEntries(error.violations.map((v) => [v.propertyPath, v.key]));
      throw error;
    }
    return {};
  }

  it.each([
    {
      firstName: '',
      lastName: 'N',
      email: 'x',
      password: 'short',
      organizationName: '',
      acceptTerms: false,
    },
    {
      firstName: 'L',
      lastName: '',
      email: 'a@b.cd',
      password: 'Sonne-123!',
      organizationName: 'O',
      acceptTerms: true,
      language: 'xx',
    },
  ])('sign-up %#', async (body) => {
    const server422 = await violationsOf(() =>
      callEndpoint(client, signUpEndpoint, { body: body as never }),
    );
    expect(server422).toEqual(keys(signUpBodySchema, body));
    expect(Object.keys(server422).length).toBeGreaterThan(0);
  });

  it('contact', async () => {
    const body = { name: '', email: 'nope', subject: 'x'.repeat(201), message: 'kurz' };
    const server422 = await violationsOf(() => callEndpoint(client, sendContactRequest, { body }));
    expect(server422).toEqual(keys(contactFormSchema, body));
  });

  it('password change and admin sign-up email', async () => {
    await client.auth.signIn(DEMO_ACCOUNTS.admin);
    const change = { currentPassword: DEMO_ACCOUNTS.admin.password, password: 'weak' };
    expect(
      await violationsOf(() => callEndpoint(client, changePassword, { body: change })),
    ).toEqual(keys(passwordChangeBodySchema, change));
    // The form schema adds only the repeat to what the server checks.
    expect(keys(passwordChangeFormSchema, { ...change, passwordRepeat: 'weak' })).toEqual(
      keys(passwordChangeBodySchema, change),
    );
    const invite = { email: 'not an email' };
    expect(
      await violationsOf(() => callEndpoint(client, sendSignUpEmail, { body: invite })),
    ).toEqual(keys(signUpEmailFormSchema, invite));
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

  it('the mock answers 422 with the same rule', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      tokenStore: createMemoryTokenStore(),
    });
    await client.auth.signIn(DEMO_ACCOUNTS.owner);
    const error: unknown = await callEndpoint(client, updateProfile, {
      body: { timezone: 'EST' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations).toEqual([
      { propertyPath: 'timezone', key: 'validation.timezone', params: {} },
    ]);
  });
});
