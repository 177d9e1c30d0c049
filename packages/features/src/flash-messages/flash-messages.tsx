import {
  useNotificationCenter,
  useNotificationState,
  useTranslateKey,
  type NotificationFlash,
} from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './flash-messages.css';
import { outcomeMessages } from './outcomes';
import { sanitizeFlashHtml } from './sanitize';

const messages = defineMessages({
  close: { id: 'flashMessages.close.label', defaultMessage: 'Close message' },
});

function FlashHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeFlashHtml(html), [html]);
  // Safe: the markup went through DOMPurify with a strict allow-list (sanitize.ts).
  return <div className={styles.message} dangerouslySetInnerHTML={{ __html: clean }} />;
}

// Spec sections 2 and 4: the center's flash messages as alerts; errors and warnings are announced
// at once, info and success politely (ui's Alert).
/**
 * Messages at the top of the page that stay until the user closes them: errors in red, warnings in
 * orange, information and success in the brand colour. Place it once per page. For a quick
 * confirmation that may go away by itself, use toasts instead. With no messages it shows nothing.
 */
export function FlashMessages() {
  const intl = useIntl();
  const center = useNotificationCenter();
  const translateKey = useTranslateKey();
  const { flashes } = useNotificationState();
  const closeLabel = intl.formatMessage(messages.close);
  // Keyed flashes (outcomes) are plain text in the current locale; others are server HTML.
  const translate = (key: string, values?: Record<string, string | number>) => {
    const own = outcomeMessages[key];
    return own ? intl.formatMessage(own, values) : translateKey(key, values).text;
  };
  const title = (flash: NotificationFlash) =>
    flash.title ?? (flash.titleKey ? translate(flash.titleKey) : undefined);
  const body = (flash: NotificationFlash) =>
    flash.messageKey ? (
      <p className={styles.message}>{translate(flash.messageKey, flash.messageValues) ?? ''}</p>
    ) : (
      <FlashHtml html={flash.message} />
    );
  return (
    <div className={styles.list}>
      {flashes.map((flash) => (
        <Alert
          key={flash.key}
          type={flash.type}
          title={title(flash)}
          onClose={() => center.removeFlash(flash.key)}
          closeLabel={closeLabel}
        >
          {body(flash)}
        </Alert>
      ))}
    </div>
  );
}
