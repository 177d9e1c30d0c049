import type { HttpHandler } from 'msw';
import { sendContactRequest } from '@locperf/api/contact';
import { mockDb as db } from '../state';
import { ok, str, type Route } from './shared';

/** The public contact form. */
export function contactHandlers(r: Route): HttpHandler[] {
  return [
    r(sendContactRequest, ({ body }) => {
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
