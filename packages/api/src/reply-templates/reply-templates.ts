import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { dateTimeSchema, emptySchema } from '../common/schemas';
import { requiredText } from '../forms/rules';
import { useApiMutation, useApiQuery } from '../react/use-api';
import { replyTemplatePlaceholders, unknownPlaceholders } from './placeholders';

/** Languages a template is written in: the product's three (spec section 9). */
export const replyTemplateLanguages = ['en', 'de', 'fr'] as const;
export type ReplyTemplateLanguage = (typeof replyTemplateLanguages)[number];

/** A template's name is a short label in the picker. */
export const REPLY_TEMPLATE_NAME_MAX = 80;
/** Google refuses replies over 4,096 bytes (issue 7); a template is at most that many characters. */
export const REPLY_TEMPLATE_TEXT_MAX = 4096;

/**
 * The template form and the body of create and update: a name, a language and a text whose
 * placeholders are all known. The form checks it while typing and the mock backend answers its
 * 422 with it (issue 10: one zod schema per form), so an unknown `{placeholder}` is flagged with
 * the same key and the list of unknown ones on both sides.
 */
export const replyTemplateInputSchema = z.object({
  name: requiredText(REPLY_TEMPLATE_NAME_MAX),
  language: z.enum(replyTemplateLanguages, 'validation.required'),
  text: z.string().check(
    z.refine((v) => v.trim().length > 0, 'validation.required'),
    z.maxLength(REPLY_TEMPLATE_TEXT_MAX, 'validation.too_long.max'),
    z.superRefine((v, ctx) => {
      const unknown = unknownPlaceholders(v);
      if (unknown.length === 0) return;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: 'validation.template.unknown_placeholder',
        params: {
          placeholders: unknown.join(', '),
          known: replyTemplatePlaceholders.map((p) => `{${p}}`).join(', '),
        },
      });
    }),
  ),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

/** A saved reply template (issue 18). */
export const replyTemplateSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  language: z.enum(replyTemplateLanguages),
  text: z.string(),
  updatedAt: dateTimeSchema,
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

const base = '/organizations/{organizationId}/reply-templates' as const;

export const listReplyTemplates = defineEndpoint({
  id: 'listReplyTemplates',
  method: 'GET',
  path: base,
  tag: 'reply-templates',
  summary: 'Saved reply templates, by language, then name',
  response: z.array(replyTemplateSchema),
});

export const createReplyTemplate = defineEndpoint({
  id: 'createReplyTemplate',
  method: 'POST',
  path: base,
  tag: 'reply-templates',
  summary:
    'Save a reply template; 422 `validation.template.unknown_placeholder` names placeholders other than {firstName}, {name}, {location}, {rating}, {business}',
  body: replyTemplateInputSchema,
  response: replyTemplateSchema,
  errors: [422],
});

export const updateReplyTemplate = defineEndpoint({
  id: 'updateReplyTemplate',
  method: 'PUT',
  path: `${base}/{templateId}`,
  tag: 'reply-templates',
  summary: 'Change a reply template',
  body: replyTemplateInputSchema,
  response: replyTemplateSchema,
  errors: [404, 422],
});

export const deleteReplyTemplate = defineEndpoint({
  id: 'deleteReplyTemplate',
  method: 'DELETE',
  path: `${base}/{templateId}`,
  tag: 'reply-templates',
  summary: 'Delete a reply template',
  response: emptySchema,
  errors: [404],
});

/** The saved reply templates of the organization. */
export const useReplyTemplates = (organizationId: string | null) =>
  useApiQuery(listReplyTemplates, organizationId ? { params: { organizationId } } : null);
// Cache keys hold the resolved path, so the organization's prefix is the narrowest static one.
const changed = { invalidates: ['/organizations'] } as const;
/** Saves a new template; a 422 carries violations per field. */
export const useCreateReplyTemplate = () => useApiMutation(createReplyTemplate, changed);
/** Changes a template. */
export const useUpdateReplyTemplate = () => useApiMutation(updateReplyTemplate, changed);
/** Deletes a template. */
export const useDeleteReplyTemplate = () => useApiMutation(deleteReplyTemplate, changed);
