import { http, HttpResponse, type HttpHandler } from 'msw';
import { tokenExchangeEndpoint, tokenExchangeScopes } from '@locperf/api/auth';
import { mswPath } from './controls';
import { mockDb as db } from './state';
import { issueToken, TOKEN_TTL_MS } from './tokens';

/**
 * The partner key of the demo (issue 17, Auth fit for embedding). A real partner key lives only
 * on the partner's server; the browser never sees it, nor any password or Basic credential.
 */
export const DEMO_PARTNER_KEY = 'demo-partner-key';

/** Lifetime of an exchanged token: short, the partner's backend asks again when it runs out. */
export const EXCHANGED_TOKEN_TTL_S = 300;

function problem(status: number, key: string): Response {
  return HttpResponse.json({ messages: [{ type: 'error', key, params: {} }] }, { status });
}

/**
 * `POST /auth/token-exchange`: the partner's backend, authenticated with its partner key,
 * exchanges its own session (the user it vouches for) for a short-lived, scoped user token.
 * The mock checks the key and the scopes' names; it does not narrow the other endpoints.
 */
export function createTokenExchangeHandlers(base = '*'): HttpHandler[] {
  return [
    http.post(mswPath(tokenExchangeEndpoint, base), async ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${DEMO_PARTNER_KEY}`)
        return problem(401, 'auth.partner.invalid_key');
      const body = (await request.json().catch(() => null)) as {
        subject?: unknown;
        scopes?: unknown;
      } | null;
      const subject = typeof body?.subject === 'string' ? body.subject.trim().toLowerCase() : '';
      const scopes = Array.isArray(body?.scopes) ? body.scopes : [];
      if (
        scopes.length === 0 ||
        !scopes.every((s) => (tokenExchangeScopes as readonly unknown[]).includes(s))
      )
        return problem(400, 'auth.partner.invalid_scopes');
      const user = subject ? db.user.findFirst({ where: { email: { equals: subject } } }) : null;
      if (!user) return problem(404, 'auth.partner.unknown_subject');
      return HttpResponse.json({
        // An access token that runs out after EXCHANGED_TOKEN_TTL_S instead of the usual 30 min.
        token: issueToken(
          'access',
          user.id,
          Date.now() - TOKEN_TTL_MS.access + EXCHANGED_TOKEN_TTL_S * 1000,
        ),
        tokenType: 'Bearer',
        expiresIn: EXCHANGED_TOKEN_TTL_S,
        scopes,
      });
    }),
  ];
}
