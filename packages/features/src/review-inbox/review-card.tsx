import type { Review } from '@locperf/api/reviews';
import { Badge, type BadgeTone } from '@locperf/ui/badge';
import { Button } from '@locperf/ui/button';
import { formatDateTime } from '@locperf/ui/format';
import { StarRating } from '@locperf/ui/star-rating';
import { forwardRef, useId } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import type { ResponseKind } from '@locperf/api/reviews';
import { bulkMessages } from './bulk-messages';
import * as styles from './review-inbox.css';
import { useInboxParts } from './inbox-parts';

export const declared = defineMessages({
  stars: {
    id: 'reviews.card.stars',
    defaultMessage: '{rating, plural, one {# of 5 stars} other {# of 5 stars}}',
  },
  starsOnly: { id: 'reviews.card.starsOnly', defaultMessage: 'Stars only, no comment.' },
  location: { id: 'reviews.card.location', defaultMessage: 'Location: {name}' },
  reply: { id: 'reviews.card.reply', defaultMessage: 'Reply of {date}' },
  draft: { id: 'reviews.card.draft', defaultMessage: 'Draft, not published' },
  replyAction: { id: 'reviews.card.action.reply', defaultMessage: 'Reply' },
  editAction: { id: 'reviews.card.action.edit', defaultMessage: 'Edit reply' },
  replyLabel: { id: 'reviews.card.action.replyLabel', defaultMessage: 'Reply to {author}' },
  editLabel: { id: 'reviews.card.action.editLabel', defaultMessage: 'Edit reply to {author}' },
  kindAi: { id: 'reviews.kind.ai', defaultMessage: 'AI reply' },
  kindManual: { id: 'reviews.kind.manual', defaultMessage: 'Manual reply' },
  kindNone: { id: 'reviews.kind.none', defaultMessage: 'No reply' },
  kindDraft: { id: 'reviews.kind.draft', defaultMessage: 'Draft' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const cardMessages: Record<keyof typeof declared, MessageDescriptor> = declared;

// Spec section 3.
/** Label and colour of each response kind. */
export const responseKindLabels = {
  ai: cardMessages.kindAi,
  manual: cardMessages.kindManual,
  none: cardMessages.kindNone,
  draft: cardMessages.kindDraft,
} as const;
const tones: Record<ResponseKind, BadgeTone> = {
  ai: 'success',
  manual: 'info',
  none: 'warning',
  draft: 'neutral',
};

/** Props of {@link ReviewCard}. */
export interface ReviewCardProps {
  review: Review;
  /** Name of the review's location. */
  locationName?: string;
  /** The user's time zone for dates (issue 7). @default the browser's */
  timeZone?: string;
  /** Position in the list and its size, for screen readers (feed pattern). */
  position: number;
  setSize: number;
  /** The keyboard-triage cursor is on this review. */
  isActive: boolean;
  /** Phone layout: the reply action is a full-width touch target at the bottom. @default false */
  isCompact?: boolean;
  onFocus: () => void;
  onReply: () => void;
  /**
   * The review's checkbox for bulk actions (issue 18); `range` is true when Shift was held, to
   * select every review from the last one changed. No checkbox when absent.
   */
  selection?: { isSelected: boolean; onChange: (selected: boolean, range: boolean) => void };
}

/**
 * One review: stars with a text alternative, author, date, text, location, reply and response
 * kind. Server texts are rendered as text only (React escapes them), never as HTML.
 */
export const ReviewCard = forwardRef<HTMLElement, ReviewCardProps>(function ReviewCard(
  {
    review,
    locationName,
    timeZone,
    position,
    setSize,
    isActive,
    isCompact = false,
    onFocus,
    onReply,
    selection,
  },
  ref,
) {
  const intl = useIntl();
  const { SelectBox } = useInboxParts();
  const headingId = useId();
  const date = (value: string) =>
    formatDateTime(value, intl.locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article
      ref={ref}
      className={styles.card}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      data-active={isActive}
      data-review-id={review.id}
      data-selected={selection?.isSelected || undefined}
      // The WAI-ARIA feed pattern: articles take focus, one tab stop for the whole list.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={isActive ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
    >
      <div className={styles.cardHeader}>
        {selection ? (
          <SelectBox
            label={intl.formatMessage(bulkMessages.selectReview, {
              author: review.authorName,
              date: date(review.createdAt),
            })}
            isSelected={selection.isSelected}
            isCompact={isCompact}
            onChange={selection.onChange}
          />
        ) : null}
        <StarRating
          value={review.rating}
          size="sm"
          label={intl.formatMessage(cardMessages.stars, { rating: review.rating })}
        />
        <h3 id={headingId} className={styles.author}>
          {review.authorName}
        </h3>
        <Badge tone={tones[review.responseKind]}>
          {intl.formatMessage(responseKindLabels[review.responseKind])}
        </Badge>
      </div>
      <p className={styles.meta}>
        <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
        {locationName ? (
          <span className={styles.location}>
            {intl.formatMessage(cardMessages.location, { name: locationName })}
          </span>
        ) : null}
      </p>
      {review.comment ? (
        <p className={styles.comment} lang={review.language}>
          {review.comment}
        </p>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(cardMessages.starsOnly)}</p>
      )}
      {review.reply ? (
        <p className={styles.reply}>
          <span className={styles.replyLabel}>
            {intl.formatMessage(cardMessages.reply, { date: date(review.reply.answeredAt) })}
          </span>
          {review.reply.text}
        </p>
      ) : review.draft ? (
        <p className={styles.reply}>
          <span className={styles.replyLabel}>{intl.formatMessage(cardMessages.draft)}</span>
          {review.draft.text}
        </p>
      ) : null}
      <div className={isCompact ? styles.cardActionsCompact : styles.actions}>
        <Button
          size={isCompact ? 'lg' : 'sm'}
          variant={review.reply ? 'outline' : 'primary'}
          onPress={onReply}
          aria-label={intl.formatMessage(
            review.reply ? cardMessages.editLabel : cardMessages.replyLabel,
            { author: review.authorName },
          )}
        >
          {intl.formatMessage(review.reply ? cardMessages.editAction : cardMessages.replyAction)}
        </Button>
      </div>
    </article>
  );
});
