import { ATTENTION_AI_QUOTA_SHARE } from '@locperf/api/attention';
import type { AiQuota } from '@locperf/api/reviews';
import { Alert } from '@locperf/ui/alert';
import { formatLongDate } from '@locperf/ui/format';
import { Link } from '@locperf/ui/link';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './ai-quota.css';

const declared = defineMessages({
  left: {
    id: 'aiQuota.left',
    defaultMessage:
      '{left, plural, one {# of {limit, number} AI reply left} other {# of {limit, number} AI replies left}} until {date}.',
  },
  zeroTitle: { id: 'aiQuota.zero.title', defaultMessage: 'No AI replies left' },
  atZero: {
    id: 'aiQuota.atZero',
    defaultMessage:
      'At zero, Generate with AI stops and new reviews get no automatic reply until {date}. You can always write and publish replies yourself.',
  },
  zeroText: {
    id: 'aiQuota.zero.text',
    defaultMessage:
      'You have used all {limit, number} AI replies of this billing period. Until {date}, Generate with AI is off and new reviews get no automatic reply. You can still write and publish replies yourself.',
  },
  more: { id: 'aiQuota.more', defaultMessage: 'Get more AI replies' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** How much of the quota is left, as the notice shows it. */
export type AiQuotaLevel = 'normal' | 'low' | 'zero';

/** The level of a quota: low at most {@link ATTENTION_AI_QUOTA_SHARE} left, as the home page says. */
export function aiQuotaLevel(quota: Pick<AiQuota, 'limit' | 'used'>): AiQuotaLevel {
  const left = Math.max(0, quota.limit - quota.used);
  if (left === 0) return 'zero';
  return left <= quota.limit * ATTENTION_AI_QUOTA_SHARE ? 'low' : 'normal';
}

/** Props of {@link AiQuotaNotice}. */
export interface AiQuotaNoticeProps {
  /** The quota; nothing shows until it is loaded. */
  quota: AiQuota | undefined;
  // Features never route: the app gives the link (issue 18: never a dead end at zero).
  /** Where more AI replies are bought, e.g. the shop or an upgrade page. */
  moreHref: string;
  /** The user's time zone for the reset date. @default the browser's */
  timeZone?: string;
}

// Issue 18 (AI quota): from 20 % left it says what happens at zero. Low is one line of text,
// compact enough for the reply editor's dialog to keep its actions clear of toasts; zero is a
// warning, as the user's next AI action would fail.
/**
 * Tells the owner how many AI replies are left and when they renew, before they run out. When none
 * are left it says what stops, until when, what still works, and how to get more. The props that
 * matter: `quota`, and `moreHref`, where more AI replies can be bought.
 */
export function AiQuotaNotice({ quota, moreHref, timeZone }: AiQuotaNoticeProps) {
  const intl = useIntl();
  if (!quota) return null;
  const date = formatLongDate(quota.resetsAt, intl.locale, timeZone);
  const left = Math.max(0, quota.limit - quota.used);
  const level = aiQuotaLevel(quota);
  const more = (
    <Link href={moreHref} variant="standalone">
      {intl.formatMessage(messages.more)}
    </Link>
  );
  if (level === 'zero') {
    return (
      <Alert type="warning" title={intl.formatMessage(messages.zeroTitle)}>
        <p className={styles.text}>
          {intl.formatMessage(messages.zeroText, { limit: quota.limit, date })}
        </p>
        {more}
      </Alert>
    );
  }
  const leftText = intl.formatMessage(messages.left, { left, limit: quota.limit, date });
  // From 20 % left, what happens at zero is said before it happens.
  const sentences =
    level === 'low' ? [leftText, intl.formatMessage(messages.atZero, { date })] : [leftText];
  return (
    <p className={styles.line}>
      <span>{sentences.join(' ')}</span>
      {more}
    </p>
  );
}
