export {
  adminUserQuerySchema,
  adminUserSchema,
  searchUsers,
  sendSignUpEmail,
  signUpEmailResultSchema,
  signUpEmailSchema,
  useSearchUsers,
  useSendSignUpEmail,
} from './admin';
export type { AdminUser, SignUpEmailResult } from './admin';
export { signUpEmailFormSchema } from './forms';
export type { SignUpEmailForm } from './forms';
