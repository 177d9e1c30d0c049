import { defineEndpoint } from '@locperf/api/client';
import { contactFormSchema } from '@locperf/api/contact';
import { sendSignUpEmail } from '@locperf/api/admin';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_ACCOUNTS } from '../db';
import { call, failureOf, setupMockBackend, signedIn } from '../mock-test-support';
import { ok, route } from './shared';

const server = setupMockBackend();

describe('route(): the contract check every mock handler shares (issue 15)', () => {
  it("answers 422 with the endpoint's own rules before the handler runs, so no handler can forget them", async () => {
    const endpoint = defineEndpoint({
      id: 'ruleProbe',
      method: 'POST',
      path: '/rule-probe',
      tag: 'test',
      summary: 'A probe',
      public: true,
      body: z.object({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
      }),
      rules: async () => [contactFormSchema],
      response: z.object({}),
    });
    let handled = 0;
    server.use(
      route(
        endpoint,
        () => {
          handled += 1;
          return ok({});
        },
        '*',
      ),
    );
    const send = (body: object) =>
      fetch('http://localhost/api/rule-probe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await send({
      name: 'Anna',
      email: 'not-an-email',
      subject: 'Hi',
      message: 'Hello, a question about your bread.',
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('validation.email');
    expect(handled).toBe(0);
    const accepted = await send({
      name: 'Anna',
      email: 'anna@example.test',
      subject: 'Hi',
      message: 'Hello, a question about your bread.',
    });
    expect(accepted.status).toBe(200);
    expect(handled).toBe(1);
  });

  it('checks who may call before it reads the body: a non-admin gets 403, not the body’s 422', async () => {
    const owner = await signedIn(DEMO_ACCOUNTS.owner);
    const error = await failureOf(
      call(owner, sendSignUpEmail, { body: { email: 'not-an-email' } }),
    );
    expect(error).toMatchObject({ status: 403 });
  });
});
