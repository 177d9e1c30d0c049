import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendSignUpEmail, signUpEmailFormSchema } from '@locperf/api/admin';
import { createMemoryTokenStore, signUpBodySchema, signUpEndpoint } from '@locperf/api/auth';
import { callEndpoint, createApiClient, ValidationError } from '@locperf/api/client';
import { contactFormSchema, sendContactRequest } from '@locperf/api/contact';
import { formViolations } from '@locperf/api/forms';
import {
  changePassword,
  passwordChangeBodySchema,
  passwordChangeFormSchema,
  updateProfile,
} from '@locperf/api/profile';
import { DEMO_ACCOUNTS } from './db';
import { handlers } from './handlers';
import { resetMockDb } from './state';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

const keys = (schema: Parameters<typeof formViolations>[0], data: unknown) =>
  Object.fromEntries(formViolations(schema, data).map((v) => [v.propertyPath, v.key]));

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

describe('time zone: the mock answers 422 with the same IANA rule as the client (issue "Trust in every action")', () => {
  it('refuses EST', async () => {
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
