import type { HttpHandler } from 'msw';
import { searchUsers, sendSignUpEmail } from '@locperf/api/admin';
import { ROLE_ADMIN } from '@locperf/api/auth';
import { mockDb as db } from '../state';
import { sendEmail } from './records';
import { eq, failure, ok, str, type Route, type RouteOptions } from './shared';

/** Admins only (spec section 6): anyone else gets a 403 before the request is read. */
const adminOnly: RouteOptions = {
  authorize: (_, user) =>
    user && (user.roles as string[]).includes(ROLE_ADMIN)
      ? null
      : failure(403, 'Forbidden', 'request.error.403'),
};

/** The admin user search and sign-up invitation (spec section 6). */
export function adminHandlers(r: Route): HttpHandler[] {
  return [
    r(
      searchUsers,
      (ctx) => {
        const query = str(ctx.query.query).toLowerCase();
        if (!query) return ok([]);
        const orgName = (id: string) =>
          db.organization.findFirst({ where: { id: eq(id) } })?.name ?? '';
        const found = db.user
          .findMany({})
          .map((u) => ({
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            organizationName: orgName(u.organizationId),
            activated: u.activated,
          }))
          .filter((u) =>
            [u.email, u.firstName, u.lastName, u.organizationName].some((v) =>
              v.toLowerCase().includes(query),
            ),
          )
          .slice(0, 20);
        return ok(found);
      },
      adminOnly,
    ),
    r(
      sendSignUpEmail,
      (ctx) => {
        const email = str(ctx.body.email).trim().toLowerCase();
        sendEmail(email, 'signup-invite', globalThis.crypto.randomUUID());
        // Spec section 6: "A registration email has been sent to {email}."
        return ok({ email }, [
          { type: 'success', key: 'admin.signup_email.sent', params: { email } },
        ]);
      },
      adminOnly,
    ),
  ];
}
