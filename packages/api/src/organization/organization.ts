import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** Organization (spec section 3): `externalId` is the customer number. */
export const organizationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  externalId: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** Body of `PUT /organizations/{organizationId}` (company data screen). */
export const organizationUpdateSchema = z.object({ name: z.string() });
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

export const getOrganization = defineEndpoint({
  id: 'getOrganization',
  method: 'GET',
  path: '/organizations/{organizationId}',
  tag: 'organization',
  summary: 'Company data of the organization',
  response: organizationSchema,
  errors: [404],
});

export const updateOrganization = defineEndpoint({
  id: 'updateOrganization',
  method: 'PUT',
  path: '/organizations/{organizationId}',
  tag: 'organization',
  summary: 'Save the company data',
  body: organizationUpdateSchema,
  rules: async () => [(await import('./forms')).organizationFormSchema],
  response: organizationSchema,
  errors: [404, 422],
});

/** The organization; pass null while its id is unknown. */
export const useOrganization = (organizationId: string | null) =>
  useApiQuery(getOrganization, organizationId ? { params: { organizationId } } : null);
/** Saves the company data. */
export const useUpdateOrganization = () =>
  useApiMutation(updateOrganization, { invalidates: ['/organizations'] });
