import type { HttpHandler } from 'msw';
import {
  confirmEmailEndpoint,
  getSessionEndpoint,
  refreshEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
} from '@locperf/api/auth';
import { mockControls } from '../controls';
import { mockDb as db } from '../state';
import { issueToken, readToken } from '../tokens';
import { sendEmail, toSession } from './records';
import { eq, failure, me, ok, str, unauthorized, violations, type Route } from './shared';

/** Sign-in, sign-up, confirmation, session, refresh, sign-out and password reset (spec section 4). */
export function authHandlers(r: Route): HttpHandler[] {
  return [
    r(signInEndpoint, ({ body }) => {
      const email = str(body.email).toLowerCase();
      const user = db.user.findFirst({ where: { email: eq(email) } });
      const now = Date.now();
      if (user && user.lockedUntil > now) {
        return failure(429, 'Too Many Requests', 'auth.too_many_requests');
      }
      if (!user || user.password !== body.password) {
        if (user) {
          const failed = user.failedSignIns + 1;
          const lock = failed >= mockControls.signInThrottle.attempts;
          db.user.update({
            where: { id: eq(user.id) },
            data: {
              failedSignIns: lock ? 0 : failed,
              lockedUntil: lock ? now + mockControls.signInThrottle.lockMs : 0,
            },
          });
          if (lock) return failure(429, 'Too Many Requests', 'auth.too_many_requests');
        }
        return violations(['', 'validation.invalid_credentials']);
      }
      if (!user.activated) return violations(['', 'auth.login.not_activated']);
      db.user.update({ where: { id: eq(user.id) }, data: { failedSignIns: 0, lockedUntil: 0 } });
      return ok({
        token: issueToken('access', user.id),
        refreshToken: issueToken('refresh', user.id),
      });
    }),
    r(signUpEndpoint, ({ body }) => {
      const email = str(body.email).trim().toLowerCase();
      if (db.user.findFirst({ where: { email: eq(email) } }))
        return violations(['email', 'auth.signup.email_taken']);
      const organizationId = `org-${globalThis.crypto.randomUUID().slice(0, 8)}`;
      db.organization.create({
        id: organizationId,
        name: str(body.organizationName),
        externalId: `K-${200000 + db.organization.count()}`,
        aiQuotaLimit: 50,
        aiQuotaUsed: 0,
      });
      const token = globalThis.crypto.randomUUID();
      db.user.create({
        id: `user-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        email,
        password: str(body.password),
        firstName: str(body.firstName),
        lastName: str(body.lastName),
        language: str(body.language) || 'en',
        timezone: 'Europe/Berlin',
        reportInterval: 'weekly',
        newReviewEmail: true,
        roles: ['ROLE_USER'],
        organizationId,
        activated: false,
        confirmationToken: token,
        failedSignIns: 0,
        lockedUntil: 0,
      });
      sendEmail(email, 'confirm', token);
      return ok({ email, confirmationRequired: true }, [
        { type: 'success', key: 'auth.signup.confirmation_sent', params: { email } },
      ]);
    }),
    r(confirmEmailEndpoint, ({ body }) => {
      const token = str(body.token);
      const user = token ? db.user.findFirst({ where: { confirmationToken: eq(token) } }) : null;
      if (!user) return violations(['token', 'auth.confirm.invalid_token']);
      db.user.update({
        where: { id: eq(user.id) },
        data: { activated: true, confirmationToken: null },
      });
      return ok({ email: user.email }, [{ type: 'success', key: 'auth.confirm.success' }]);
    }),
    r(getSessionEndpoint, (ctx) => ok(toSession(me(ctx)))),
    r(refreshEndpoint, ({ body }) => {
      const claims = readToken(str(body.refreshToken), 'refresh');
      if (!claims || db.revokedToken.findFirst({ where: { id: eq(claims.jti) } })) {
        return unauthorized();
      }
      db.revokedToken.create({ id: claims.jti, expiresAt: claims.exp });
      return ok({
        token: issueToken('access', claims.sub),
        refreshToken: issueToken('refresh', claims.sub),
      });
    }),
    r(signOutEndpoint, ({ request, body }) => {
      for (const claims of [
        readToken(request.headers.get('api-authorization'), 'access'),
        readToken(str(body.refreshToken), 'refresh'),
      ]) {
        if (claims && !db.revokedToken.findFirst({ where: { id: eq(claims.jti) } })) {
          db.revokedToken.create({ id: claims.jti, expiresAt: claims.exp });
        }
      }
      return ok({});
    }),
    r(requestPasswordResetEndpoint, ({ body }) => {
      const email = str(body.email).trim().toLowerCase();
      const user = db.user.findFirst({ where: { email: eq(email) } });
      // Spec section 5: password reset only for activated users.
      if (user && !user.activated)
        return violations(['email', 'auth.password_reset.not_activated']);
      if (user) sendEmail(email, 'password-reset', globalThis.crypto.randomUUID());
      // Unknown addresses get the same answer, so the form does not reveal who has an account.
      return ok({}, [{ type: 'success', key: 'auth.password_reset.sent', params: { email } }]);
    }),
    r(resetPasswordEndpoint, ({ body }) => {
      const mail = db.email.findFirst({
        where: { kind: eq('password-reset'), token: eq(str(body.token)) },
      });
      if (!mail || !str(body.token))
        return violations(['token', 'auth.password_reset.invalid_link']);
      db.user.update({ where: { email: eq(mail.to) }, data: { password: str(body.password) } });
      db.email.delete({ where: { id: eq(mail.id) } });
      return ok({}, [{ type: 'success', key: 'auth.password_reset.success' }]);
    }),
  ];
}
