import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Texts of the partner widgets (issue 8). Every id starts with `embed.`: the widgets bundle the
 * `embed.*` subset of each catalogue (messages.generated.ts), because a partner's page has no
 * IntlProvider of ours. `embed.consent.*` texts are also read by the standalone loader.
 */
const declared = defineMessages({
  reviewsRegion: { id: 'embed.reviews.region', defaultMessage: 'Customer reviews' },
  reviewsRegionNamed: { id: 'embed.reviews.regionNamed', defaultMessage: 'Reviews of {name}' },
  summary: {
    id: 'embed.reviews.summary',
    defaultMessage:
      '{rating, number, ::.0} out of 5 · {count, plural, one {# review} other {# reviews}}',
  },
  noRating: { id: 'embed.reviews.noRating', defaultMessage: 'No rating yet' },
  stars: { id: 'embed.reviews.stars', defaultMessage: '{rating, number} out of 5 stars' },
  empty: { id: 'embed.reviews.empty', defaultMessage: 'There are no reviews to show yet.' },
  source: { id: 'embed.reviews.source', defaultMessage: 'Reviews from Google' },
  loading: { id: 'embed.status.loading', defaultMessage: 'Loading…' },
  notFound: { id: 'embed.error.notFound', defaultMessage: 'This location is not available.' },
  unauthorized: {
    id: 'embed.error.unauthorized',
    defaultMessage: 'This widget may not show this location.',
  },
  network: {
    id: 'embed.error.network',
    defaultMessage: 'The content cannot be loaded right now.',
  },
  retry: { id: 'embed.error.retry', defaultMessage: 'Try again' },
  carousel: { id: 'embed.carousel.roleDescription', defaultMessage: 'carousel' },
  slide: { id: 'embed.carousel.slideRoleDescription', defaultMessage: 'slide' },
  slideLabel: { id: 'embed.carousel.slideLabel', defaultMessage: '{index} of {total}' },
  previous: { id: 'embed.carousel.previous', defaultMessage: 'Previous review' },
  next: { id: 'embed.carousel.next', defaultMessage: 'Next review' },
  pause: { id: 'embed.carousel.pause', defaultMessage: 'Stop automatic rotation' },
  play: { id: 'embed.carousel.play', defaultMessage: 'Start automatic rotation' },
  legalNotice: {
    id: 'embed.legal.notice',
    defaultMessage:
      'Reviews come from Google and are shown unchanged, newest first, with the date they were written. We do not check whether reviewers have used the product or service.',
  },
  legalMinRating: {
    id: 'embed.legal.minRating',
    defaultMessage: 'Only reviews with at least {stars} stars are shown.',
  },
  legalWithText: {
    id: 'embed.legal.withText',
    defaultMessage: 'Reviews without text are not shown.',
  },
  boosterRegion: { id: 'embed.booster.region', defaultMessage: 'Review {name} on Google' },
  boosterRegionPending: { id: 'embed.booster.regionPending', defaultMessage: 'Write a review' },
  boosterHeading: { id: 'embed.booster.heading', defaultMessage: 'Enjoyed your visit to {name}?' },
  boosterText: {
    id: 'embed.booster.text',
    defaultMessage: 'Your review on Google helps others find us. It takes less than a minute.',
  },
  boosterAction: { id: 'embed.booster.action', defaultMessage: 'Write a review on Google' },
  newTab: { id: 'embed.link.newTab', defaultMessage: '(opens in a new tab)' },
  consentTitle: { id: 'embed.consent.title', defaultMessage: 'External content' },
  consentText: {
    id: 'embed.consent.text',
    defaultMessage:
      'Loading this content connects to Location Performance and transfers your IP address. No cookies are set.',
  },
  consentLoad: { id: 'embed.consent.load', defaultMessage: 'Load content' },
  // Shown by the standalone loader when widget.js cannot load (issue 17), never an empty box.
  consentUnavailable: {
    id: 'embed.consent.unavailable',
    defaultMessage: 'This content cannot be shown right now.',
  },
});

// Typed loosely: react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const messages: Record<keyof typeof declared, MessageDescriptor> = declared;
