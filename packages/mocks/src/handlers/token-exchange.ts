import type { HttpHandler } from 'msw';
import { tokenExchangeEndpoint } from '@locperf/api/auth';
import { mockDb as db } from '../state';
import { issueToken, TOKEN_TTL_MS } from '../tokens';
import { failure, ok, str, type Route, type RouteOptions } from './shared';

/**
 * The partner key of the demo (issue 17, Auth fit for embedding). A real partner key lives only
 * on the partner's server; the browser never sees it, nor any password or Basic credential.
 */
export const DEMO_PARTNER_KEY = 'demo-partner-key';

/** Lifetime of an exchanged token: short, the partner's backend asks again when it runs out. */
export const EXCHANGED_TOKEN_TTL_S = 300;

const unknownSubject = () => failure(404, 'Not Found', 'auth.partner.unknown_subject');

/**
 * The partner key instead of a user token, and the statuses the contract names instead of a
 * 422 (400 for scopes its schema refuses, 404 for a subject that names no user).
 */
const partnerKey: RouteOptions = {
  authorize: (request) =>
    request.headers.get('Authorization') === `Bearer ${DEMO_PARTNER_KEY}`
      ? null
      : failure(401, 'Unauthorized', 'auth.partner.invalid_key'),
  rejected: (list) =>
    list.some((v) => v.propertyPath.split('.')[0] === 'scopes')
      ? failure(400, 'Bad Request', 'auth.partner.invalid_scopes')
      : unknownSubject(),
};

/**
 * `POST /auth/token-exchange`: the partner's backend, authenticated with its partner key,
 * exchanges its own session (the user it vouches for) for a short-lived, scoped user token.
 * The mock checks the key and the scopes' names; it does not narrow the other endpoints.
 */
export function tokenExchangeHandlers(r: Route): HttpHandler[] {
  return [
    r(
      tokenExchangeEndpoint,
      ({ body }) => {
        const subject = str(body.subject).toLowerCase();
        const user = subject ? db.user.findFirst({ where: { email: { equals: subject } } }) : null;
        if (!user) return unknownSubject();
        return ok({
          // An access token that runs out after EXCHANGED_TOKEN_TTL_S instead of the usual 30 min.
          token: issueToken(
            'access',
            user.id,
            Date.now() - TOKEN_TTL_MS.access + EXCHANGED_TOKEN_TTL_S * 1000,
          ),
          tokenType: 'Bearer',
          expiresIn: EXCHANGED_TOKEN_TTL_S,
          scopes: body.scopes,
        });
      },
      partnerKey,
    ),
  ];
}
