import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db';
import { handlers } from './index';
import { DEMO_PARTNER_KEY, EXCHANGED_TOKEN_TTL_S } from './token-exchange';
import { readToken } from '../tokens';

function exchange(body: unknown, key = DEMO_PARTNER_KEY) {
  return getResponse(
    handlers,
    new Request('https://api.test/auth/token-exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    }),
  );
}

describe('POST /auth/token-exchange (issue 17, auth fit for embedding)', () => {
  it('gives the partner backend a short-lived token of the user it vouches for', async () => {
    const before = Date.now();
    const response = await exchange({
      subject: DEMO_ACCOUNTS.owner.email,
      scopes: ['reviews:read'],
    });
    expect(response?.status).toBe(200);
    const body = (await response?.json()) as { token: string; expiresIn: number; scopes: string[] };
    expect(body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: EXCHANGED_TOKEN_TTL_S,
      scopes: ['reviews:read'],
    });
    const claims = readToken(body.token, 'access');
    expect(claims?.exp).toBeLessThanOrEqual(Date.now() + EXCHANGED_TOKEN_TTL_S * 1000);
    expect(claims?.exp).toBeGreaterThanOrEqual(before + EXCHANGED_TOKEN_TTL_S * 1000);
  });

  it('refuses a wrong partner key, unknown scopes and unknown users', async () => {
    const subject = DEMO_ACCOUNTS.owner.email;
    expect((await exchange({ subject, scopes: ['reviews:read'] }, 'guess'))?.status).toBe(401);
    for (const scopes of [['admin'], [], undefined]) {
      const refused = await exchange({ subject, scopes });
      expect(refused?.status).toBe(400);
      expect(await refused?.json()).toEqual({
        messages: [{ type: 'error', key: 'auth.partner.invalid_scopes', params: {} }],
      });
    }
    expect((await exchange({ subject: 'nobody@x.test', scopes: ['reviews:read'] }))?.status).toBe(
      404,
    );
  });
});
