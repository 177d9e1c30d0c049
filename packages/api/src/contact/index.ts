export { contactRequestSchema, sendContactRequest, useSendContactRequest } from './contact';
export type { ContactRequest } from './contact';
export { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, contactFormSchema } from './forms';
export type { ContactForm } from './forms';
