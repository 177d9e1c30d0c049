export { GoogleAccounts, locationAnchor } from './google-accounts';
export type { GoogleAccountsProps } from './google-accounts';
