import type { ReplyTemplateInput } from '@locperf/api/reply-templates';
import type { MockStore } from './models';

/**
 * The demo organization's saved reply templates (issue 18), one or more per language, each with
 * the placeholders the reply editor fills from the review. The German and French ones address
 * the reviewer formally (Sie, vous), as the seeded responder settings do.
 */
export const SEEDED_REPLY_TEMPLATES: readonly (ReplyTemplateInput & { id: string })[] = [
  {
    id: 'tpl-de-thanks',
    name: 'Dank für 5 Sterne',
    language: 'de',
    text: 'Guten Tag {name}, herzlichen Dank für Ihre {rating} Sterne! Wir freuen uns, Sie bald wieder in {location} begrüßen zu dürfen. Ihr Team von {business}',
  },
  {
    id: 'tpl-de-sorry',
    name: 'Entschuldigung',
    language: 'de',
    text: 'Guten Tag {name}, es tut uns leid, dass Ihr Besuch in {location} nicht Ihren Erwartungen entsprach. Bitte melden Sie sich bei uns, damit wir es wiedergutmachen können. Ihr Team von {business}',
  },
  {
    id: 'tpl-en-thanks',
    name: 'Thanks for the stars',
    language: 'en',
    text: 'Dear {firstName}, thank you for your {rating}-star review! We look forward to welcoming you back at {location}. The {business} team',
  },
  {
    id: 'tpl-fr-thanks',
    name: 'Merci pour votre avis',
    language: 'fr',
    text: 'Cher/Chère {firstName}, merci beaucoup pour vos {rating} étoiles ! Nous serons ravis de vous accueillir à nouveau à {location}. L’équipe {business}',
  },
];

/** Adds the seeded templates to the organization. */
export function seedReplyTemplates(store: MockStore, organizationId: string, now: Date): void {
  for (const template of SEEDED_REPLY_TEMPLATES) {
    store.replyTemplate.create({ ...template, organizationId, updatedAt: now.toISOString() });
  }
}
