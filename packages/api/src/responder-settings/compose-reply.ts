import type { ResponderSettings } from './responder-settings';
import { replyLanguages, replyTexts, type ReplyLanguage, type ReplyTone } from './reply-texts';

/**
 * The one place a reply is composed from the responder settings and the review (issue 18): the
 * mock backend's "AI" drafts and the settings preview both call {@link composeReply}, so what the
 * owner previews is what the demo writes. Pure: no React, no faker, no clock.
 */

/** What a reply depends on. */
export interface ComposeReplyInput {
  /** The review's language; anything but en, de or fr is answered in English. */
  language: string;
  /** The review's stars, 1-5: 1-2 get an apology and an offer, 3 mixed, 4-5 thanks. */
  rating: number;
  /** The reviewer's display name; empty for an anonymous greeting. */
  authorName: string;
  /** The organization, signing the team sign-off. */
  businessName: string;
  /** The person signing the individual sign-off. */
  signerName: string;
  settings: Pick<ResponderSettings, 'salutation' | 'answerAs' | 'iconsAllowed'>;
}

/** A composed reply and its parts. */
export interface ComposedReply {
  language: ReplyLanguage;
  tone: ReplyTone;
  /** First line: "Guten Tag Anna Schmidt,". */
  greeting: string;
  body: string;
  /** Last line: "Ihr Team von Bäckerei Sonnenschein". */
  signOff: string;
  /** Greeting, body and sign-off on their own lines. */
  text: string;
}

/** The language a review is answered in. */
export function replyLanguageOf(language: string): ReplyLanguage {
  const short = language.slice(0, 2).toLowerCase();
  return (replyLanguages as readonly string[]).includes(short) ? (short as ReplyLanguage) : 'en';
}

/** The tone of a reply to a rating. */
export function replyToneOf(rating: number): ReplyTone {
  if (rating <= 2) return 'apology';
  return rating === 3 ? 'mixed' : 'thanks';
}

/**
 * With emojis allowed, a thank-you may smile; an apology to a complaint never carries one (owner
 * trials 8 and 9: a 🙏 under a 1-star reply read as flippant).
 */
const icons: Record<ReplyTone, string> = { apology: '', mixed: ' 🙂', thanks: ' 😊' };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Composes the reply to one review with the responder settings. */
export function composeReply(input: ComposeReplyInput): ComposedReply {
  const language = replyLanguageOf(input.language);
  const tone = replyToneOf(input.rating);
  const { salutation, answerAs, iconsAllowed } = input.settings;
  const t = replyTexts[language];
  const author = input.authorName.trim();
  // Formal address uses the full name (no guessing of gender from a name); informal the first.
  const name = salutation === 'formal' ? author : (author.split(/\s+/)[0] ?? '');
  const greeting = name ? fill(t.greeting[salutation], { name }) : t.greetingAnonymous[salutation];
  const body = `${t.body[salutation][answerAs][tone]}${iconsAllowed ? icons[tone] : ''}`;
  const signer = input.signerName.trim();
  const signOff = fill(t.signOff[salutation][answerAs], {
    business: input.businessName.trim(),
    signer,
    signerFirst: signer.split(/\s+/)[0] ?? '',
  });
  return { language, tone, greeting, body, signOff, text: `${greeting}\n${body}\n${signOff}` };
}
