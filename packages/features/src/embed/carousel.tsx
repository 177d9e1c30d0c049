import type { WidgetReview } from '@locperf/api/widgets';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from '@locperf/features/intl';
import * as styles from './embed.css';
import { messages } from './messages';
import { useMediaQuery } from '@locperf/ui/media-query';
import { cx } from './widget-frame';

/** Time a slide stays before the next, while rotating. */
export const CAROUSEL_INTERVAL_MS = 6_000;

function Icon({ d, tone }: { d: string; tone: 'primary' | 'secondary' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d={d} className={styles.iconPath[tone]} />
    </svg>
  );
}

/**
 * One review at a time, after the WAI-ARIA carousel pattern: previous, next and a pause button
 * (first in tab order), rotation stops while focus or the pointer is inside and never starts
 * under `prefers-reduced-motion`; the slides announce politely only when not rotating. Plain
 * buttons, so there is no focus trap: Tab leaves the carousel like any other content.
 */
export function Carousel({
  reviews,
  renderReview,
}: {
  reviews: WidgetReview[];
  renderReview: (review: WidgetReview) => ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Server rendering and the first paint assume reduced motion: no rotation before we know.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', true);
  const [held, setHeld] = useState(false);
  const total = reviews.length;

  const rotating = playing && !reducedMotion && !held && total > 1;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % total), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, total]);

  const current = reviews[Math.min(index, total - 1)];
  if (!current) return null;
  const autoplay = playing && !reducedMotion;
  return (
    <div
      className={cx(styles.carousel)}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      role="group"
      aria-label={intl.formatMessage(messages.reviewsRegion)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      <div className={cx(styles.controls)}>
        {reducedMotion ? null : (
          <button
            type="button"
            className={cx(styles.button.secondary)}
            aria-label={intl.formatMessage(autoplay ? messages.pause : messages.play)}
            onClick={() => setPlaying((p) => !p)}
          >
            <Icon d={autoplay ? 'M8 5v14M16 5v14' : 'M7 4l13 8-13 8z'} tone="secondary" />
          </button>
        )}
        <button
          type="button"
          className={cx(styles.button.secondary)}
          aria-controls={id}
          aria-label={intl.formatMessage(messages.previous)}
          onClick={() => setIndex((i) => (i - 1 + total) % total)}
        >
          <Icon d="M15 5l-7 7 7 7" tone="secondary" />
        </button>
        <button
          type="button"
          className={cx(styles.button.secondary)}
          aria-controls={id}
          aria-label={intl.formatMessage(messages.next)}
          onClick={() => setIndex((i) => (i + 1) % total)}
        >
          <Icon d="M9 5l7 7-7 7" tone="secondary" />
        </button>
      </div>
      <div id={id} className={cx()} aria-live={rotating ? 'off' : 'polite'}>
        <div
          key={current.id}
          role="group"
          aria-roledescription={intl.formatMessage(messages.slide)}
          aria-label={intl.formatMessage(messages.slideLabel, { index: index + 1, total })}
          className={cx(styles.item)}
        >
          {renderReview(current)}
        </div>
      </div>
    </div>
  );
}
