import type { HttpHandler } from 'msw';
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  replyTemplateInputSchema,
  updateReplyTemplate,
  type ReplyTemplate,
  type ReplyTemplateLanguage,
} from '@locperf/api/reply-templates';
import type { MockStore } from '../models';
import { mockDb as db } from '../state';
import { eq, findInOrganization, notFound, ok, type Route } from './shared';

type TemplateRecord = ReturnType<MockStore['replyTemplate']['getAll']>[number];

const toTemplate = (t: TemplateRecord): ReplyTemplate => ({
  id: t.id,
  name: t.name,
  language: t.language as ReplyTemplateLanguage,
  text: t.text,
  updatedAt: t.updatedAt,
});

/**
 * The body as the contract reads it. The route already answered 422 for a body the schema
 * rejects (an unknown placeholder included), so parsing cannot fail here; names are trimmed.
 */
function readInput(body: unknown) {
  const input = replyTemplateInputSchema.parse(body);
  return { name: input.name.trim(), language: input.language, text: input.text };
}

/** Saved reply templates (issue 18): list, create, update, delete. */
export function replyTemplateHandlers(r: Route): HttpHandler[] {
  return [
    r(listReplyTemplates, ({ params }) => {
      const all = db.replyTemplate
        .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
        .map(toTemplate)
        .sort((a, b) => a.language.localeCompare(b.language) || a.name.localeCompare(b.name));
      return ok(all);
    }),
    r(createReplyTemplate, ({ params, body }) => {
      const created = db.replyTemplate.create({
        id: `tpl-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        organizationId: params.organizationId ?? '',
        updatedAt: new Date().toISOString(),
        ...readInput(body),
      });
      return ok(toTemplate(created), [{ type: 'success', key: 'settings.saved' }], 201);
    }),
    r(updateReplyTemplate, (ctx) => {
      const template = findInOrganization(db.replyTemplate, ctx, 'templateId');
      if (!template) return notFound();
      const updated = db.replyTemplate.update({
        where: { id: eq(template.id) },
        data: { ...readInput(ctx.body), updatedAt: new Date().toISOString() },
      });
      return ok(toTemplate(updated ?? template), [{ type: 'success', key: 'settings.saved' }]);
    }),
    r(deleteReplyTemplate, (ctx) => {
      const template = findInOrganization(db.replyTemplate, ctx, 'templateId');
      if (!template) return notFound();
      db.replyTemplate.delete({ where: { id: eq(template.id) } });
      return ok({});
    }),
  ];
}
