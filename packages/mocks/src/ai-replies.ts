import { composeReply, type ResponderSettings } from '@locperf/api/responder-settings';
import type { MockStore } from './models';

/** The responder settings the demo organization is seeded with (formal, as the team). */
export const SEEDED_RESPONDER_SETTINGS = {
  enabled: true,
  salutation: 'formal',
  answerAs: 'team',
  autoPublish: false,
  iconsAllowed: true,
  replyToStarsOnly: false,
  autoPublishMinRating: 3,
} as const satisfies ResponderSettings;

/** What the demo's AI needs to know of a review. */
export interface ReviewForReply {
  organizationId: string;
  language: string;
  rating: number;
  authorName: string;
  /** The review's text; `null` for a stars-only review. Omitted by the seed (see below). */
  comment?: string | null;
}

/**
 * The demo "AI" reply to a review (issue 18): composed by `composeReply` of
 * `@locperf/api/responder-settings`, the same function as the settings preview, from the
 * organization's responder settings, its name, and the signer (the user who asked, else the
 * organization's first user).
 *
 * A stars-only review has no words, so its language is a guess of the reviewer's browser: the
 * German owner trial saw "Dear Mona Kuhn" drafted for a German bakery. Such a review is answered
 * in the signer's language, the business's own. The seed leaves `comment` out, so the replies
 * it stores (history, like what screenshots and tests know) stay as they were.
 */
export function aiReplyText(
  store: MockStore,
  review: ReviewForReply,
  signer?: { firstName: string; lastName: string; language?: string } | null,
): string {
  const eq = <T>(value: T) => ({ equals: value });
  const organization = store.organization.findFirst({ where: { id: eq(review.organizationId) } });
  const stored = store.responderSettings.findFirst({ where: { id: eq(review.organizationId) } });
  const who =
    signer ?? store.user.findFirst({ where: { organizationId: eq(review.organizationId) } });
  const wordless = review.comment !== undefined && !review.comment?.trim();
  return composeReply({
    language: wordless && who?.language ? who.language : review.language,
    rating: review.rating,
    authorName: review.authorName,
    businessName: organization?.name ?? '',
    signerName: who ? `${who.firstName} ${who.lastName}` : '',
    settings: {
      salutation: stored?.salutation === 'informal' ? 'informal' : 'formal',
      answerAs: stored?.answerAs === 'individual' ? 'individual' : 'team',
      iconsAllowed: stored?.iconsAllowed ?? SEEDED_RESPONDER_SETTINGS.iconsAllowed,
    },
  }).text;
}
