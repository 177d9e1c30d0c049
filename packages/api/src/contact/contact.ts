import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { emptySchema } from '../common/schemas';
import { useApiMutation } from '../react/use-api';

/** Body of the public contact form. */
export const contactRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const sendContactRequest = defineEndpoint({
  id: 'sendContactRequest',
  method: 'POST',
  path: '/contact',
  tag: 'contact',
  summary: 'Send the contact form (public)',
  body: contactRequestSchema,
  rules: async () => [(await import('./forms')).contactFormSchema],
  response: emptySchema,
  errors: [422],
  public: true,
});

/** Sends the contact form. */
export const useSendContactRequest = () => useApiMutation(sendContactRequest, { invalidates: [] });
