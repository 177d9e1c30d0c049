export {
  sendSignUpEmail,
  signUpEmailResultSchema,
  signUpEmailSchema,
  useSendSignUpEmail,
} from './admin';
export type { SignUpEmailResult } from './admin';
export { signUpEmailFormSchema } from './forms';
export type { SignUpEmailForm } from './forms';
