import type { ResponderSettings } from '@locperf/api/responder-settings';

/**
 * Sample replies of the live preview (issue 7). They are in the preview's language, not the
 * interface language, because they show what customers would read: the German and French
 * previews make the salutation visible (du/Sie, tu/vous). They are sample content, like the
 * mock backend's text bank, so they are not interface messages.
 */
export const previewLanguages = ['en', 'de', 'fr'] as const;
export type PreviewLanguage = (typeof previewLanguages)[number];

type Salutation = ResponderSettings['salutation'];

const texts: Record<
  PreviewLanguage,
  Record<
    Salutation,
    { greeting: string; good: string; bad: string; team: string; individual: string }
  >
> = {
  en: {
    informal: {
      greeting: 'Hi Anna,',
      good: 'thanks so much for your lovely review! Great to hear you liked our rolls. See you soon!',
      bad: 'thanks for your honest feedback. Sorry your visit fell short, we are on it. Come back and give us another try!',
      team: 'Your team at Bäckerei Sonnenschein',
      individual: 'Max from Bäckerei Sonnenschein',
    },
    formal: {
      greeting: 'Dear Ms Schmidt,',
      good: 'thank you very much for your kind review. We are delighted that you enjoyed our rolls and look forward to your next visit.',
      bad: 'thank you for your honest feedback. We are sorry that your visit did not meet your expectations and will look into it.',
      team: 'The team of Bäckerei Sonnenschein',
      individual: 'Max Muster, Bäckerei Sonnenschein',
    },
  },
  de: {
    informal: {
      greeting: 'Hallo Anna,',
      good: 'danke dir für deine tolle Bewertung! Schön, dass dir unsere Brötchen schmecken. Bis bald!',
      bad: 'danke für dein ehrliches Feedback. Es tut uns leid, dass du nicht zufrieden warst – wir kümmern uns darum. Gib uns gern noch eine Chance!',
      team: 'Dein Team der Bäckerei Sonnenschein',
      individual: 'Max von der Bäckerei Sonnenschein',
    },
    formal: {
      greeting: 'Sehr geehrte Frau Schmidt,',
      good: 'vielen Dank für Ihre freundliche Bewertung. Es freut uns sehr, dass Ihnen unsere Brötchen schmecken. Wir freuen uns auf Ihren nächsten Besuch.',
      bad: 'vielen Dank für Ihr ehrliches Feedback. Es tut uns leid, dass Ihr Besuch nicht Ihren Erwartungen entsprach. Wir gehen dem nach.',
      team: 'Ihr Team der Bäckerei Sonnenschein',
      individual: 'Max Muster, Bäckerei Sonnenschein',
    },
  },
  fr: {
    informal: {
      greeting: 'Salut Anna,',
      good: 'merci pour ton super avis ! Ravis que nos petits pains te plaisent. À très bientôt !',
      bad: 'merci pour ton retour honnête. Désolés que ta visite ne t’ait pas plu, on s’en occupe. Reviens nous donner une autre chance !',
      team: 'Ton équipe de la Bäckerei Sonnenschein',
      individual: 'Max, de la Bäckerei Sonnenschein',
    },
    formal: {
      greeting: 'Chère Madame Schmidt,',
      good: 'merci beaucoup pour votre aimable avis. Nous sommes ravis que nos petits pains vous plaisent et nous réjouissons de votre prochaine visite.',
      bad: 'merci pour votre retour honnête. Nous sommes désolés que votre visite n’ait pas été à la hauteur de vos attentes et allons y remédier.',
      team: 'Votre équipe de la Bäckerei Sonnenschein',
      individual: 'Max Muster, Bäckerei Sonnenschein',
    },
  },
};

/** The sample reply to a 5-star or 2-star review with the given settings. */
export function previewReply(
  language: PreviewLanguage,
  settings: Pick<ResponderSettings, 'salutation' | 'answerAs' | 'iconsAllowed'>,
  rating: 5 | 2,
): string {
  const t = texts[language][settings.salutation];
  const icon = settings.iconsAllowed ? (rating === 5 ? ' 😊' : ' 🙏') : '';
  const signature = settings.answerAs === 'team' ? t.team : t.individual;
  return `${t.greeting} ${rating === 5 ? t.good : t.bad}${icon}\n${signature}`;
}
