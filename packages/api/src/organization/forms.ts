import * as z from 'zod/mini';
import { requiredText } from '../forms/rules';

/** Company data form and body: the name only; the customer number is read-only. */
export const organizationFormSchema = z.object({ name: requiredText(120) });
export type OrganizationForm = z.infer<typeof organizationFormSchema>;
