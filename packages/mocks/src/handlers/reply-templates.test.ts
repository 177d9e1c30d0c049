import { ValidationError } from '@locperf/api/client';
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
} from '@locperf/api/reply-templates';
import { getAiQuota } from '@locperf/api/reviews';
import { describe, expect, it } from 'vitest';
import { call, failureOf, org, setupMockBackend, signedIn } from '../mock-test-support';
import { SEEDED_REPLY_TEMPLATES } from '../reply-templates';
import { mockDb } from '../state';

setupMockBackend();

describe('reply templates (issue 18)', () => {
  it('lists the seeded templates in de, en and fr, by language then name', async () => {
    const client = await signedIn();
    const list = await call(client, listReplyTemplates, { params: org });
    expect(list.map((t) => t.id).sort()).toEqual(SEEDED_REPLY_TEMPLATES.map((t) => t.id).sort());
    expect(new Set(list.map((t) => t.language))).toEqual(new Set(['de', 'en', 'fr']));
    expect(list.map((t) => t.language)).toEqual([...list.map((t) => t.language)].sort());
  });

  it('creates, updates and deletes a template', async () => {
    const client = await signedIn();
    const created = await call(client, createReplyTemplate, {
      params: org,
      body: { name: '  Short thanks ', language: 'en', text: 'Thanks, {firstName}!' },
    });
    expect(created).toMatchObject({ name: 'Short thanks', language: 'en' });
    const params = { ...org, templateId: created.id };
    const updated = await call(client, updateReplyTemplate, {
      params,
      body: { name: 'Merci', language: 'fr', text: 'Merci {firstName} !' },
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Merci', language: 'fr' });
    await call(client, deleteReplyTemplate, { params });
    const list = await call(client, listReplyTemplates, { params: org });
    expect(list.some((t) => t.id === created.id)).toBe(false);
  });

  it('answers 422 naming unknown placeholders, empty fields and a foreign language, storing nothing', async () => {
    const client = await signedIn();
    const before = mockDb.replyTemplate.count();
    const error = await failureOf(
      call(client, createReplyTemplate, {
        params: org,
        body: { name: '', language: 'es' as 'en', text: 'Hola {vorname} in {location}, {ort}' },
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    const byPath = Object.fromEntries(
      (error as ValidationError).violations.map((v) => [v.propertyPath, v]),
    );
    expect(byPath.name?.key).toBe('validation.required');
    expect(byPath.language?.key).toBe('validation.required');
    expect(byPath.text).toMatchObject({
      key: 'validation.template.unknown_placeholder',
      params: { placeholders: '{vorname}, {ort}' },
    });
    expect(mockDb.replyTemplate.count()).toBe(before);
  });

  it('answers 404 for an unknown template', async () => {
    const client = await signedIn();
    const error = await failureOf(
      call(client, deleteReplyTemplate, { params: { ...org, templateId: 'tpl-unknown' } }),
    );
    expect((error as { status?: number }).status).toBe(404);
  });
});

describe('GET …/ai-quota (issue 18: the reset date)', () => {
  it('resets at the end of the review responder subscription’s billing period', async () => {
    const client = await signedIn();
    const quota = await call(client, getAiQuota, { params: org });
    const subscription = mockDb.subscription.findFirst({ where: { id: { equals: 'subs-1' } } });
    expect(quota.resetsAt).toBe(subscription?.currentPeriodEnd);
    expect(Date.parse(quota.resetsAt)).toBeGreaterThan(Date.now());
  });
});
