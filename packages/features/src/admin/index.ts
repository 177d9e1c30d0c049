export { AdminSignUpEmail } from './admin-sign-up-email';
export { AdminUserSearch } from './admin-user-search';
export type { AdminUserSearchProps } from './admin-user-search';
