import type { Review } from '@locperf/api/reviews';
import { StarRating } from '@locperf/ui/star-rating';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './reply-editor.css';

// The review card's texts, by the same ids: one translation for both.
const declared = defineMessages({
  stars: {
    id: 'reviews.card.stars',
    defaultMessage: '{rating, plural, one {# of 5 stars} other {# of 5 stars}}',
  },
  starsOnly: { id: 'reviews.card.starsOnly', defaultMessage: 'Stars only, no comment.' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/**
 * What is being answered, above the reply: the rating, and the comment or that there is none.
 * On a phone the sheet covers the review card, and a stars-only review showed nothing at all
 * (fifth owner trial).
 */
export function ReviewExcerpt({ review }: { review: Review }) {
  const intl = useIntl();
  return (
    <div className={styles.excerpt}>
      <StarRating
        value={review.rating}
        size="sm"
        label={intl.formatMessage(messages.stars, { rating: review.rating })}
      />
      {review.comment ? (
        <p className={styles.review} lang={review.language}>
          {review.comment}
        </p>
      ) : (
        <p className={styles.starsOnly}>{intl.formatMessage(messages.starsOnly)}</p>
      )}
    </div>
  );
}
