import { useIntl } from '@locperf/features/intl';
import * as styles from './embed.css';
import { messages } from './messages';
import { cx } from './widget-frame';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

// Not ui's StarRating: that one's inner icons carry no class, so a host's universal `color` rule
// would paint them (issue 8, Isolation), and its module brings the input's react-aria code.
/**
 * A read-only star rating: one image whose name is the text alternative ("4.5 out of 5 stars").
 */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const full = Math.round(Math.min(Math.max(rating, 0), 5));
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(messages.stars, { rating })}
      className={cx(styles.stars)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        // No reset class on SVG: `all: unset` would also unset the path geometry (`d` is CSS).
        <svg key={n} viewBox="0 0 24 24" aria-hidden="true" className={styles.star}>
          <path d={STAR} className={n <= full ? styles.starFull : styles.starEmpty} />
        </svg>
      ))}
    </span>
  );
}
