import {
  composeReply,
  replyLanguages,
  type ReplyLanguage,
  type ResponderSettings,
} from '@locperf/api/responder-settings';

/**
 * Sample replies of the live preview (issue 7). They are in the preview's language, not the
 * interface language, because they show what customers would read: the German and French
 * previews make the salutation visible (du/Sie, tu/vous). Since issue 18 they are composed by
 * the same `composeReply` as the demo's AI drafts, so the preview and a real draft to a review
 * by the sample reviewer share greeting and sign-off.
 */
export const previewLanguages = replyLanguages;
export type PreviewLanguage = ReplyLanguage;

/** The sample reviewer the preview answers. */
export const PREVIEW_AUTHOR = 'Anna Schmidt';

/** Who signs the preview: the organization and the signed-in user. */
export interface PreviewSigners {
  /** The organization's name, signing as the team. */
  businessName: string;
  /** The user's name, signing as an individual. */
  signerName: string;
}

/** Sample signers of the preview's tests and stories. */
export const samplePreviewSigners: PreviewSigners = {
  businessName: 'Bäckerei Sonnenschein',
  signerName: 'Max Muster',
};

/**
 * Who signs the preview while the organization or the user is not known (still loading, or not
 * readable with a partner token's scopes): a placeholder in the preview's language, never a
 * made-up business (partner trial 8: a partner's owner saw replies signed "Bäckerei
 * Sonnenschein").
 */
export const placeholderPreviewSigners: Readonly<Record<PreviewLanguage, PreviewSigners>> = {
  en: { businessName: '[your business]', signerName: '[your name]' },
  de: { businessName: '[Ihr Unternehmen]', signerName: '[Ihr Name]' },
  fr: { businessName: '[votre entreprise]', signerName: '[votre nom]' },
};

/** The sample reply to a 5-star or 2-star review by {@link PREVIEW_AUTHOR} with the settings. */
export function previewReply(
  language: PreviewLanguage,
  settings: Pick<ResponderSettings, 'salutation' | 'answerAs' | 'iconsAllowed'>,
  rating: 5 | 2,
  signers: PreviewSigners = samplePreviewSigners,
): string {
  return composeReply({ language, rating, authorName: PREVIEW_AUTHOR, settings, ...signers }).text;
}
