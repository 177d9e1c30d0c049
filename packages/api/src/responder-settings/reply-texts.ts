/**
 * The phrases the demo's AI and the settings preview compose replies from (issue 18). They are
 * reply content in the review's language, not interface messages: a German review is answered
 * in German whatever language the owner reads the app in.
 */
export const replyLanguages = ['en', 'de', 'fr'] as const;
export type ReplyLanguage = (typeof replyLanguages)[number];

/** How a reply sounds for a rating: an apology for 1-2 stars, thanks for 4-5. */
export type ReplyTone = 'apology' | 'mixed' | 'thanks';

type Voice = 'team' | 'individual';
type Salutation = 'formal' | 'informal';

interface LanguageTexts {
  /** Greeting with the reviewer's full name (formal) or first name (informal); `{name}`. */
  greeting: Record<Salutation, string>;
  /** Greeting when the reviewer left no name. */
  greetingAnonymous: Record<Salutation, string>;
  /** The body by voice and tone. */
  body: Record<Salutation, Record<Voice, Record<ReplyTone, string>>>;
  /** The sign-off: `{business}`, `{signer}` (full name) and `{signerFirst}`. */
  signOff: Record<Salutation, Record<Voice, string>>;
}

export const replyTexts: Record<ReplyLanguage, LanguageTexts> = {
  en: {
    greeting: { formal: 'Dear {name},', informal: 'Hi {name},' },
    greetingAnonymous: { formal: 'Hello,', informal: 'Hi,' },
    body: {
      formal: {
        team: {
          apology:
            'Thank you for taking the time to tell us about your visit. We are very sorry that it did not meet your expectations. We would like to make it right: please contact us directly so that we can find a solution.',
          mixed:
            'Thank you for your feedback. We are glad you enjoyed parts of your visit and are working on what could be better.',
          thanks:
            'Thank you very much for your wonderful review. We are delighted that you enjoyed your visit and look forward to welcoming you again.',
        },
        individual: {
          apology:
            'Thank you for taking the time to tell me about your visit. I am very sorry that it did not meet your expectations. I would like to make it right: please contact me directly so that I can find a solution.',
          mixed:
            'Thank you for your feedback. I am glad you enjoyed parts of your visit and am working on what could be better.',
          thanks:
            'Thank you very much for your wonderful review. I am delighted that you enjoyed your visit and look forward to welcoming you again.',
        },
      },
      informal: {
        team: {
          apology:
            "Thanks for your honest feedback. We're really sorry your visit fell short. We'd love to make it right, so please get in touch with us directly!",
          mixed:
            "Thanks for your feedback! Glad you liked parts of your visit, and we're on the rest.",
          thanks:
            "Thanks so much for your lovely review! We're thrilled you enjoyed your visit. See you soon!",
        },
        individual: {
          apology:
            "Thanks for your honest feedback. I'm really sorry your visit fell short. I'd love to make it right, so please get in touch with me directly!",
          mixed:
            "Thanks for your feedback! Glad you liked parts of your visit, and I'm on the rest.",
          thanks:
            "Thanks so much for your lovely review! I'm thrilled you enjoyed your visit. See you soon!",
        },
      },
    },
    signOff: {
      formal: { team: 'The team of {business}', individual: '{signer}, {business}' },
      informal: { team: 'Your team at {business}', individual: '{signerFirst} from {business}' },
    },
  },
  de: {
    greeting: { formal: 'Guten Tag {name},', informal: 'Hallo {name},' },
    greetingAnonymous: { formal: 'Guten Tag,', informal: 'Hallo,' },
    body: {
      formal: {
        team: {
          apology:
            'vielen Dank, dass Sie sich die Zeit für Ihre Rückmeldung genommen haben. Es tut uns sehr leid, dass Ihr Besuch nicht Ihren Erwartungen entsprach. Das möchten wir gerne wiedergutmachen: Bitte melden Sie sich direkt bei uns, damit wir gemeinsam eine Lösung finden.',
          mixed:
            'vielen Dank für Ihre Rückmeldung. Es freut uns, dass Ihnen manches gefallen hat, und wir arbeiten an dem, was besser werden kann.',
          thanks:
            'vielen Dank für Ihre freundliche Bewertung. Es freut uns sehr, dass Ihnen Ihr Besuch gefallen hat. Wir freuen uns auf Ihren nächsten Besuch.',
        },
        individual: {
          apology:
            'vielen Dank, dass Sie sich die Zeit für Ihre Rückmeldung genommen haben. Es tut mir sehr leid, dass Ihr Besuch nicht Ihren Erwartungen entsprach. Das möchte ich gerne wiedergutmachen: Bitte melden Sie sich direkt bei mir, damit wir gemeinsam eine Lösung finden.',
          mixed:
            'vielen Dank für Ihre Rückmeldung. Es freut mich, dass Ihnen manches gefallen hat, und ich arbeite an dem, was besser werden kann.',
          thanks:
            'vielen Dank für Ihre freundliche Bewertung. Es freut mich sehr, dass Ihnen Ihr Besuch gefallen hat. Ich freue mich auf Ihren nächsten Besuch.',
        },
      },
      informal: {
        team: {
          apology:
            'danke für dein ehrliches Feedback. Es tut uns wirklich leid, dass du nicht zufrieden warst. Das wollen wir wiedergutmachen: Melde dich gern direkt bei uns, dann finden wir eine Lösung.',
          mixed:
            'danke für dein Feedback! Schön, dass dir einiges gefallen hat – am Rest arbeiten wir.',
          thanks:
            'danke dir für deine tolle Bewertung! Schön, dass es dir bei uns gefallen hat. Bis bald!',
        },
        individual: {
          apology:
            'danke für dein ehrliches Feedback. Es tut mir wirklich leid, dass du nicht zufrieden warst. Das will ich wiedergutmachen: Melde dich gern direkt bei mir, dann finden wir eine Lösung.',
          mixed:
            'danke für dein Feedback! Schön, dass dir einiges gefallen hat – am Rest arbeite ich.',
          thanks:
            'danke dir für deine tolle Bewertung! Schön, dass es dir gefallen hat. Ich freue mich auf deinen nächsten Besuch!',
        },
      },
    },
    signOff: {
      formal: { team: 'Ihr Team von {business}', individual: '{signer}, {business}' },
      informal: { team: 'Dein Team von {business}', individual: '{signerFirst} von {business}' },
    },
  },
  fr: {
    greeting: { formal: 'Bonjour {name},', informal: 'Salut {name},' },
    greetingAnonymous: { formal: 'Bonjour,', informal: 'Salut,' },
    body: {
      formal: {
        team: {
          apology:
            'Merci d’avoir pris le temps de nous faire part de votre expérience. Nous sommes sincèrement désolés que votre visite n’ait pas été à la hauteur de vos attentes. Nous souhaitons nous rattraper : n’hésitez pas à nous contacter directement afin que nous trouvions une solution.',
          mixed:
            'Merci pour votre retour. Nous sommes heureux que certains points vous aient plu et travaillons sur ce qui peut être amélioré.',
          thanks:
            'Merci beaucoup pour votre aimable avis. Nous sommes ravis que votre visite vous ait plu et nous réjouissons de vous accueillir à nouveau.',
        },
        individual: {
          apology:
            'Merci d’avoir pris le temps de me faire part de votre expérience. Je suis sincèrement désolé que votre visite n’ait pas été à la hauteur de vos attentes. Je souhaite me rattraper : n’hésitez pas à me contacter directement afin que je trouve une solution.',
          mixed:
            'Merci pour votre retour. Je suis heureux que certains points vous aient plu et je travaille sur ce qui peut être amélioré.',
          thanks:
            'Merci beaucoup pour votre aimable avis. Je suis ravi que votre visite vous ait plu et me réjouis de vous accueillir à nouveau.',
        },
      },
      informal: {
        team: {
          apology:
            'Merci pour ton retour honnête. Nous sommes vraiment désolés que ta visite ne t’ait pas plu. On veut se rattraper : écris-nous directement et on trouvera une solution.',
          mixed:
            'Merci pour ton retour ! Contents que certaines choses t’aient plu, on s’occupe du reste.',
          thanks: 'Merci pour ton super avis ! Ravis que ta visite t’ait plu. À très bientôt !',
        },
        individual: {
          apology:
            'Merci pour ton retour honnête. Je suis vraiment désolé que ta visite ne t’ait pas plu. Je veux me rattraper : écris-moi directement et on trouvera une solution.',
          mixed:
            'Merci pour ton retour ! Content que certaines choses t’aient plu, je m’occupe du reste.',
          thanks: 'Merci pour ton super avis ! Ravi que ta visite t’ait plu. À très bientôt !',
        },
      },
    },
    signOff: {
      formal: { team: 'L’équipe de {business}', individual: '{signer}, {business}' },
      informal: { team: 'Ton équipe de {business}', individual: '{signerFirst}, de {business}' },
    },
  },
};
