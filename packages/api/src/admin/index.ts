export {
  sendSignUpEmail,
  signUpEmailResultSchema,
  signUpEmailSchema,
  useSendSignUpEmail,
} from './admin';
export type { SignUpEmailResult } from './admin';
