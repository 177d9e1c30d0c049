export { OrganizationFields, OrganizationForm } from './organization-form';
