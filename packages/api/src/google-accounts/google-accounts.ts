import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { emptySchema } from '../common/schemas';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** The four results of Google authentication, read from `?rmsg=` (spec section 2). */
export const googleAuthResults = [
  'google.auth.success',
  'google.auth.rejected',
  'google.auth.error',
  'google.auth.missing_scopes',
] as const;
export type GoogleAuthResult = (typeof googleAuthResults)[number];

/**
 * Google account (spec section 3). An account with `refreshTokenValid: false` or
 * `missingScopes: true` must be reauthorized (spec section 4).
 */
export const googleAccountSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  connected: z.boolean(),
  refreshTokenValid: z.boolean(),
  missingScopes: z.boolean(),
  /** Ids of the locations this account gives access to. */
  locations: z.array(z.string()),
});
export type GoogleAccount = z.infer<typeof googleAccountSchema>;

/**
 * Whether an account must be reauthorized (spec section 4: an invalid refresh token or missing
 * scopes). One rule for the accounts page, the home page's attention list and the mock.
 */
export function needsReauthorization(
  account: Pick<GoogleAccount, 'refreshTokenValid' | 'missingScopes'>,
): boolean {
  return !account.refreshTokenValid || account.missingScopes;
}

/**
 * Body of connect and reauthorize: the page the consent flow returns to with `?rmsg=` (spec
 * section 2). Required: `minLength` states it in openapi.json, the refine also refuses blanks.
 */
export const googleConnectSchema = z.object({
  returnUrl: z.string().check(
    z.minLength(1, 'validation.required'),
    z.refine((v) => v.trim() !== '', 'validation.required'),
  ),
});
/** Answer of connect and reauthorize: the browser is sent to `consentUrl`. */
export const googleConsentSchema = z.looseObject({ consentUrl: z.string() });
export type GoogleConsent = z.infer<typeof googleConsentSchema>;

/** Answer of a sync of all accounts ("{failed} out of {total} Google accounts were updated"). */
export const googleSyncResultSchema = z.looseObject({
  total: z.number(),
  failed: z.number(),
  failures: z.array(z.looseObject({ accountId: z.string(), message: z.string() })),
});
export type GoogleSyncResult = z.infer<typeof googleSyncResultSchema>;

const base = '/organizations/{organizationId}/google-accounts' as const;

export const listGoogleAccounts = defineEndpoint({
  id: 'listGoogleAccounts',
  method: 'GET',
  path: base,
  tag: 'google-accounts',
  summary: 'Connected Google accounts',
  response: z.array(googleAccountSchema),
});

export const connectGoogleAccount = defineEndpoint({
  id: 'connectGoogleAccount',
  method: 'POST',
  path: `${base}/connect`,
  tag: 'google-accounts',
  summary:
    'Start the Google consent flow; it ends on returnUrl with ?rmsg=google.auth.success|rejected|error|missing_scopes',
  body: googleConnectSchema,
  response: googleConsentSchema,
  errors: [422],
});

export const reauthorizeGoogleAccount = defineEndpoint({
  id: 'reauthorizeGoogleAccount',
  method: 'POST',
  path: `${base}/{accountId}/reauthorize`,
  tag: 'google-accounts',
  summary: 'Consent again for an account with an invalid refresh token or missing scopes',
  body: googleConnectSchema,
  response: googleConsentSchema,
  errors: [404, 422],
});

export const syncGoogleAccounts = defineEndpoint({
  id: 'syncGoogleAccounts',
  method: 'POST',
  path: `${base}/sync`,
  tag: 'google-accounts',
  summary: 'Update all accounts from Google',
  response: googleSyncResultSchema,
});

export const disconnectGoogleAccount = defineEndpoint({
  id: 'disconnectGoogleAccount',
  method: 'DELETE',
  path: `${base}/{accountId}`,
  tag: 'google-accounts',
  summary: 'Disconnect an account',
  response: emptySchema,
  errors: [404],
});

/** The organization's Google accounts. */
export const useGoogleAccounts = (organizationId: string | null) =>
  useApiQuery(listGoogleAccounts, organizationId ? { params: { organizationId } } : null);
/** Starts the consent flow; the caller sends the browser to `consentUrl`. */
export const useConnectGoogleAccount = () =>
  useApiMutation(connectGoogleAccount, { invalidates: ['/organizations'] });
/** Reauthorizes one account. */
export const useReauthorizeGoogleAccount = () =>
  useApiMutation(reauthorizeGoogleAccount, { invalidates: ['/organizations'] });
/** Updates all accounts. */
export const useSyncGoogleAccounts = () =>
  useApiMutation(syncGoogleAccounts, { invalidates: ['/organizations'] });
/** Disconnects one account. */
export const useDisconnectGoogleAccount = () =>
  useApiMutation(disconnectGoogleAccount, { invalidates: ['/organizations'] });
