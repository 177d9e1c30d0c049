import type { HttpHandler } from 'msw';
import { sendContactRequest } from '@locperf/api/contact';
import { contactFormSchema } from '@locperf/api/contact';
import { mockDb as db } from '../state';
import { ok, schemaViolations, str, type Route } from './shared';

/** The public contact form. */
export function contactHandlers(r: Route): HttpHandler[] {
  return [
    r(sendContactRequest, ({ body }) => {
      const invalid = schemaViolations(contactFormSchema, body);
      if (invalid) return invalid;
      db.contactRequest.create({
        id: globalThis.crypto.randomUUID(),
        name: str(body.name),
        email: str(body.email),
        subject: str(body.subject),
        message: str(body.message),
      });
      return ok({}, [{ type: 'success', key: 'contact.sent' }]);
    }),
  ];
}
