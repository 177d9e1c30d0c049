import { useWidgetData, type WidgetReview } from '@locperf/api/widgets';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { Carousel } from './carousel';
import { useEmbed } from './embed-provider';
import * as styles from './embed.css';
import { messages } from './messages';
import { Stars } from './stars';
import { cx, WidgetFrame, WidgetMessage } from './widget-frame';

/** Layouts of the review widget, shared by props, stories, docs and the custom element. */
export const reviewWidgetLayouts = ['list', 'grid', 'badge', 'carousel'] as const;
export type ReviewWidgetLayout = (typeof reviewWidgetLayouts)[number];

/** Props of {@link ReviewWidget}. */
export interface ReviewWidgetProps {
  /** The location whose published reviews are shown. */
  locationId: string;
  /** Layout. @default 'list' */
  layout?: ReviewWidgetLayout;
  /** Only reviews with at least this many stars (1 to 5). @default 1 */
  minRating?: number;
  /** Leave out reviews without text. @default false */
  withTextOnly?: boolean;
  /** At most this many reviews (1 to 50). @default 5 */
  maxCount?: number;
  /**
   * Show the legal notice line: how reviews are checked (German UWG section 5b) and that each
   * shows its date (French Code de la consommation L111-7-2), plus the active filters.
   * @default false
   */
  legalNotice?: boolean;
}

function ReviewItem({ review }: { review: WidgetReview }) {
  return (
    <>
      <div className={cx(styles.itemHead)}>
        <span className={cx(styles.author)}>{review.authorName}</span>
        <Stars rating={review.rating} />
      </div>
      <time dateTime={review.createdAt} className={cx(styles.muted)}>
        <FormattedDate value={review.createdAt} year="numeric" month="long" day="numeric" />
      </time>
      {review.comment ? (
        <p className={cx(styles.comment)} lang={review.language}>
          {review.comment}
        </p>
      ) : null}
    </>
  );
}

// Issue 8 (partner review widget): in a labelled region; needs an `EmbedProvider` above it.
/**
 * Shows a location's published Google reviews on a partner's website, as a list, a grid, a compact
 * badge or a carousel. Place it inside the embed provider. The props that matter: `locationId`,
 * whose reviews are shown, and `layout`; `minRating` hides lower ratings.
 */
export function ReviewWidget({
  locationId,
  layout = 'list',
  minRating = 1,
  withTextOnly = false,
  maxCount = 5,
  legalNotice = false,
}: ReviewWidgetProps) {
  const intl = useIntl();
  const embed = useEmbed();
  const query = {
    minRating: Math.min(5, Math.max(1, Math.round(minRating))),
    withTextOnly,
    limit: Math.min(50, Math.max(1, Math.round(maxCount))),
  };
  const state = useWidgetData(
    `${locationId}|${query.minRating}|${withTextOnly}|${query.limit}|${embed?.locale ?? ''}`,
    embed?.consented ? (signal) => embed.client.reviews(locationId, query, signal) : null,
  );
  const name = state.status === 'success' ? state.data.location.name : undefined;
  const label = name
    ? intl.formatMessage(messages.reviewsRegionNamed, { name })
    : intl.formatMessage(messages.reviewsRegion);

  return (
    <WidgetFrame
      label={label}
      status={state.status}
      onRetry={state.retry}
      className={layout === 'badge' ? styles.badge : undefined}
    >
      {state.status === 'pending' ? (
        <WidgetMessage kind="loading" />
      ) : state.status === 'error' ? (
        <WidgetMessage kind={state.kind} />
      ) : (
        <>
          <div className={cx(styles.header)}>
            {layout === 'badge' ? (
              <p className={cx(styles.title)}>{name}</p>
            ) : (
              <h2 className={cx(styles.title)}>{label}</h2>
            )}
            {state.data.location.rating === null ? (
              <span className={cx(styles.inline, styles.muted)}>
                <FormattedMessage {...messages.noRating} />
              </span>
            ) : (
              <>
                <Stars rating={state.data.location.rating} />
                <span className={cx(styles.inline, styles.muted)}>
                  <FormattedMessage
                    {...messages.summary}
                    values={{
                      rating: state.data.location.rating,
                      count: state.data.location.reviewCount,
                    }}
                  />
                </span>
              </>
            )}
          </div>
          {layout === 'badge' ? (
            <p className={cx(styles.muted)}>
              <FormattedMessage {...messages.source} />
            </p>
          ) : state.data.reviews.length === 0 ? (
            <WidgetMessage kind="empty" />
          ) : layout === 'carousel' ? (
            <Carousel
              reviews={state.data.reviews}
              renderReview={(review) => <ReviewItem review={review} />}
            />
          ) : (
            <ul className={cx(layout === 'grid' ? styles.grid : styles.list)}>
              {state.data.reviews.map((review) => (
                <li key={review.id} className={cx(styles.item)}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          )}
          {legalNotice ? (
            <p className={cx(styles.legal)}>
              <FormattedMessage {...messages.legalNotice} />
              {query.minRating > 1 ? (
                <>
                  {' '}
                  <FormattedMessage
                    {...messages.legalMinRating}
                    values={{ stars: query.minRating }}
                  />
                </>
              ) : null}
              {withTextOnly ? (
                <>
                  {' '}
                  <FormattedMessage {...messages.legalWithText} />
                </>
              ) : null}
            </p>
          ) : null}
        </>
      )}
    </WidgetFrame>
  );
}
