export {
  connectGoogleAccount,
  disconnectGoogleAccount,
  googleAccountSchema,
  googleAuthResults,
  googleConnectSchema,
  googleConsentSchema,
  googleSyncResultSchema,
  listGoogleAccounts,
  needsReauthorization,
  reauthorizeGoogleAccount,
  syncGoogleAccounts,
  useConnectGoogleAccount,
  useDisconnectGoogleAccount,
  useGoogleAccounts,
  useReauthorizeGoogleAccount,
  useSyncGoogleAccounts,
} from './google-accounts';
export type {
  GoogleAccount,
  GoogleAuthResult,
  GoogleConsent,
  GoogleSyncResult,
} from './google-accounts';
