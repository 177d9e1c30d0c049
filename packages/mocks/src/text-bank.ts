/**
 * Review phrases per language (replies are composed by `composeReply` of
 * `@locperf/api/responder-settings`, see ./ai-replies.ts). faker has no review prose in German,
 * English and French, so comments are composed from these fragments with the seeded faker choosing.
 */
export const reviewLanguages = ['de', 'en', 'fr'] as const;
export type ReviewLanguage = (typeof reviewLanguages)[number];

export const reviewPhrases: Record<
  ReviewLanguage,
  { good: string[]; mixed: string[]; bad: string[] }
> = {
  de: {
    good: [
      'Super freundliches Personal und die besten Brötchen der Stadt.',
      'Immer frisch, immer lecker. Wir kommen gerne wieder!',
      'Der Kaffee ist hervorragend und der Kuchen ein Traum.',
      'Schneller Service, faire Preise, tolle Auswahl.',
      'Sehr sauber und gemütlich, perfekt für ein Frühstück.',
    ],
    mixed: [
      'Gute Qualität, aber am Wochenende lange Wartezeiten.',
      'Lecker, allerdings etwas teuer für die Portionsgröße.',
      'Nettes Team, die Auswahl am Nachmittag ist aber dünn.',
    ],
    bad: [
      'Leider waren die Brötchen altbacken.',
      'Unfreundliche Bedienung und lange Wartezeit.',
      'Die Bestellung war falsch und niemand hat sich entschuldigt.',
    ],
  },
  en: {
    good: [
      'Lovely staff and the best bread rolls in town.',
      'Always fresh and tasty. We will definitely be back!',
      'Excellent coffee and the cakes are a dream.',
      'Quick service, fair prices and a great selection.',
      'Clean and cosy, perfect for breakfast.',
    ],
    mixed: [
      'Good quality, but long queues at the weekend.',
      'Tasty, though a bit pricey for the portion size.',
      'Friendly team, but little choice left in the afternoon.',
    ],
    bad: [
      'Unfortunately the rolls were stale.',
      'Unfriendly service and a long wait.',
      'My order was wrong and nobody apologised.',
    ],
  },
  fr: {
    good: [
      'Personnel très aimable et les meilleurs petits pains de la ville.',
      'Toujours frais et délicieux. Nous reviendrons avec plaisir !',
      'Un excellent café et des gâteaux de rêve.',
      'Service rapide, prix corrects et beau choix.',
      'Propre et chaleureux, parfait pour le petit-déjeuner.',
    ],
    mixed: [
      'Bonne qualité, mais longue attente le week-end.',
      'Délicieux, mais un peu cher pour la portion.',
      "Équipe sympathique, mais peu de choix l'après-midi.",
    ],
    bad: [
      'Malheureusement les petits pains étaient rassis.',
      'Service désagréable et longue attente.',
      "Ma commande était fausse et personne ne s'est excusé.",
    ],
  },
};
