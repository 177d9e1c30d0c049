import { useWidgetData } from '@locperf/api/widgets';
import { FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { useEmbed } from './embed-provider';
import * as styles from './embed.css';
import { messages } from './messages';
import { Stars } from './stars';
import { cx, WidgetFrame, WidgetMessage } from './widget-frame';

/** Props of {@link BoosterWidget}. */
export interface BoosterWidgetProps {
  /** The location visitors are invited to review. */
  locationId: string;
  /** Show the legal notice line (see the review widget). @default false */
  legalNotice?: boolean;
}

// Issue 8 (partner review booster). Google's policy forbids review gating, so it asks no rating
// first.
/**
 * Invites every visitor of a partner's website to review the location on Google, with one link to
 * Google's review form. It does not ask for a rating first, so unhappy visitors are not filtered
 * out, as Google requires. Place it inside the embed provider. The prop that matters: `locationId`.
 */
export function BoosterWidget({ locationId, legalNotice = false }: BoosterWidgetProps) {
  const intl = useIntl();
  const embed = useEmbed();
  const state = useWidgetData(
    `${locationId}|${embed?.locale ?? ''}`,
    embed?.consented ? (signal) => embed.client.booster(locationId, signal) : null,
  );
  const location = state.status === 'success' ? state.data.location : undefined;
  const label = location
    ? intl.formatMessage(messages.boosterRegion, { name: location.name })
    : intl.formatMessage(messages.boosterRegionPending);
  return (
    <WidgetFrame label={label} status={state.status} onRetry={state.retry}>
      {state.status === 'pending' ? (
        <WidgetMessage kind="loading" />
      ) : state.status === 'error' ? (
        <WidgetMessage kind={state.kind} />
      ) : (
        <div className={cx(styles.consent)}>
          <h2 className={cx(styles.title)}>
            <FormattedMessage {...messages.boosterHeading} values={{ name: location?.name }} />
          </h2>
          {location?.rating != null ? (
            <div className={cx(styles.header)}>
              <Stars rating={location.rating} />
              <span className={cx(styles.inline, styles.muted)}>
                <FormattedMessage
                  {...messages.summary}
                  values={{ rating: location.rating, count: location.reviewCount }}
                />
              </span>
            </div>
          ) : null}
          <p className={cx(styles.message)}>
            <FormattedMessage {...messages.boosterText} />
          </p>
          <div className={cx(styles.controls)}>
            <a
              href={location?.googleReviewUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cx(styles.button.primary)}
            >
              <FormattedMessage {...messages.boosterAction} />
              <span className={cx(styles.visuallyHidden)}>
                <FormattedMessage {...messages.newTab} />
              </span>
            </a>
          </div>
          {legalNotice ? (
            <p className={cx(styles.legal)}>
              <FormattedMessage {...messages.legalNotice} />
            </p>
          ) : null}
        </div>
      )}
    </WidgetFrame>
  );
}
