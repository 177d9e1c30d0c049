export { AdminSignUpEmail } from './admin-sign-up-email';
