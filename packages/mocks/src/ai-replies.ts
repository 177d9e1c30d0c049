import {
  composeReply,
  type ComposeReplyInput,
  type ResponderSettings,
} from '@locperf/api/responder-settings';
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
 * What the demo's AI knows of the organization besides the review: its name, its responder
 * settings and who signs. Read once per seed, not once for each of its 2,000 reviews (three
 * store queries per review were a third of the seed's time, which every page load of the demo
 * and every test's reset pays).
 */
export interface ReplyContext {
  businessName: string;
  settings: ComposeReplyInput['settings'];
  signer: { firstName: string; lastName: string; language?: string } | null;
}

/** The organization's {@link ReplyContext}; `signer` defaults to its first user. */
export function replyContext(
  store: MockStore,
  organizationId: string,
  signer?: ReplyContext['signer'],
): ReplyContext {
  const eq = <T>(value: T) => ({ equals: value });
  const organization = store.organization.findFirst({ where: { id: eq(organizationId) } });
  const stored = store.responderSettings.findFirst({ where: { id: eq(organizationId) } });
  return {
    businessName: organization?.name ?? '',
    settings: {
      salutation: stored?.salutation === 'informal' ? 'informal' : 'formal',
      answerAs: stored?.answerAs === 'individual' ? 'individual' : 'team',
      iconsAllowed: stored?.iconsAllowed ?? SEEDED_RESPONDER_SETTINGS.iconsAllowed,
    },
    signer: signer ?? store.user.findFirst({ where: { organizationId: eq(organizationId) } }),
  };
}

/**
 * The demo "AI" reply to a review (issue 18): composed by `composeReply` of
 * `@locperf/api/responder-settings`, the same function as the settings preview, from the
 * organization's responder settings, its name, and the signer (the user who asked, else the
 * organization's first user).
 *
 * A stars-only review has no words, so its language is a guess of the reviewer's browser: the
 * German owner trial saw "Dear Mona Kuhn" drafted for a German bakery. Such a review is answered
 * in the signer's language, the business's own; the seed does the same for its stars-only
 * reviews. `comment` left out (undefined) keeps the review's language.
 */
export function aiReplyText(
  store: MockStore,
  review: ReviewForReply,
  signer?: ReplyContext['signer'],
): string {
  return composeAiReply(replyContext(store, review.organizationId, signer), review);
}

/** {@link aiReplyText} with the organization's context already read. */
export function composeAiReply(
  { businessName, settings, signer }: ReplyContext,
  review: ReviewForReply,
): string {
  const wordless = review.comment !== undefined && !review.comment?.trim();
  return composeReply({
    language: wordless && signer?.language ? signer.language : review.language,
    rating: review.rating,
    authorName: review.authorName,
    businessName,
    signerName: signer ? `${signer.firstName} ${signer.lastName}` : '',
    settings,
  }).text;
}
