export { GoogleAccounts } from './google-accounts';
export type { GoogleAccountsProps } from './google-accounts';
