export {
  getOrganization,
  organizationSchema,
  organizationUpdateSchema,
  updateOrganization,
  useOrganization,
  useUpdateOrganization,
} from './organization';
export type { Organization, OrganizationUpdate } from './organization';
export { organizationFormSchema } from './forms';
export type { OrganizationForm } from './forms';
