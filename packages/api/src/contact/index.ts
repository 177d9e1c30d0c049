export { contactRequestSchema, sendContactRequest, useSendContactRequest } from './contact';
export type { ContactRequest } from './contact';
