import type { HttpHandler } from 'msw';
import {
  connectGoogleAccount,
  disconnectGoogleAccount,
  listGoogleAccounts,
  needsReauthorization,
  reauthorizeGoogleAccount,
  syncGoogleAccounts,
} from '@locperf/api/google-accounts';
import { mockControls } from '../controls';
import { mockDb as db } from '../state';
import { eq, findInOrganization, notFound, ok, str, type Route } from './shared';

/** Google accounts (spec section 4, Reviews and Google). */
export function googleAccountHandlers(r: Route): HttpHandler[] {
  return [
    r(listGoogleAccounts, ({ params }) =>
      ok(
        db.googleAccount
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map((a) => ({
            id: a.id,
            email: a.email,
            connected: a.connected,
            refreshTokenValid: a.refreshTokenValid,
            missingScopes: a.missingScopes,
            locations: db.location
              .findMany({ where: { googleAccountId: eq(a.id) } })
              .map((l) => l.id),
          })),
      ),
    ),
    r(connectGoogleAccount, ({ params, body }) => {
      // googleConnectSchema already refused a missing or blank returnUrl (issue 15).
      const returnUrl = str(body.returnUrl);
      const result = mockControls.googleAuthResult;
      const organizationId = params.organizationId ?? '';
      if (result === 'google.auth.success' || result === 'google.auth.missing_scopes') {
        const n = db.googleAccount.count() + 1;
        const id = `gacc-${n}`;
        db.googleAccount.create({
          id,
          organizationId,
          email: `standort${n}@sonnenschein.example`,
          connected: true,
          refreshTokenValid: true,
          missingScopes: result === 'google.auth.missing_scopes',
        });
        db.location.create({
          id: `loc-${db.location.count() + 1}`,
          organizationId,
          googleAccountId: id,
          name: `Sonnenschein Filiale ${n}`,
          address: 'Hauptstraße 1, 10115 Berlin',
          type: 'Bäckerei',
          granted: false,
          rating: null,
          importStatus: 'none',
        });
      }
      // The consent flow ends on the page with ?rmsg= (spec section 2).
      const consentUrl = `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}rmsg=${result}`;
      return ok({ consentUrl });
    }),
    r(reauthorizeGoogleAccount, (ctx) => {
      const { body } = ctx;
      const account = findInOrganization(db.googleAccount, ctx, 'accountId');
      if (!account) return notFound();
      const returnUrl = str(body.returnUrl);
      const result = mockControls.googleAuthResult;
      if (result === 'google.auth.success') {
        db.googleAccount.update({
          where: { id: eq(account.id) },
          data: { refreshTokenValid: true, missingScopes: false, connected: true },
        });
      }
      return ok({ consentUrl: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}rmsg=${result}` });
    }),
    r(syncGoogleAccounts, ({ params }) => {
      const accounts = db.googleAccount.findMany({
        where: { organizationId: eq(params.organizationId ?? '') },
      });
      const failures = accounts.filter(needsReauthorization).map((a) => ({
        accountId: a.id,
        message: a.missingScopes ? 'missing scopes' : 'invalid_grant',
      }));
      const result = { total: accounts.length, failed: failures.length, failures };
      return ok(
        result,
        failures.length
          ? [
              {
                type: 'error',
                key: 'google.accounts.sync_result',
                params: { failed: failures.length, total: accounts.length },
                details: failures.map((f) => ({
                  key: 'google.accounts.sync_failed',
                  params: { message: f.message },
                })),
              },
            ]
          : [
              {
                type: 'success',
                key: 'google.accounts.synced',
                params: { total: accounts.length },
              },
            ],
      );
    }),
    r(disconnectGoogleAccount, (ctx) => {
      const account = findInOrganization(db.googleAccount, ctx, 'accountId');
      if (!account) return notFound();
      db.googleAccount.delete({ where: { id: eq(account.id) } });
      db.location.updateMany({
        where: { googleAccountId: eq(account.id) },
        data: { granted: false },
      });
      return ok({});
    }),
  ];
}
