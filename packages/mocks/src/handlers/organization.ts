import type { HttpHandler } from 'msw';
import { getOrganization, updateOrganization } from '@locperf/api/organization';
import { mockDb as db } from '../state';
import { eq, notFound, ok, str, type Route } from './shared';

/** The organization of the signed-in user. */
export function organizationHandlers(r: Route): HttpHandler[] {
  return [
    r(getOrganization, ({ params }) => {
      const org = db.organization.findFirst({ where: { id: eq(params.organizationId ?? '') } });
      return org ? ok({ id: org.id, name: org.name, externalId: org.externalId }) : notFound();
    }),
    r(updateOrganization, ({ params, body }) => {
      const org = db.organization.update({
        where: { id: eq(params.organizationId ?? '') },
        data: { name: str(body.name) },
      });
      return org
        ? ok({ id: org.id, name: org.name, externalId: org.externalId }, [
            { type: 'success', key: 'settings.saved' },
          ])
        : notFound();
    }),
  ];
}
