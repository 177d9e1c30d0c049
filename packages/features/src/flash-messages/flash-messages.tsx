import { useNotificationCenter, useNotificationState } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './flash-messages.css';
import { sanitizeFlashHtml } from './sanitize';

const messages = defineMessages({
  close: { id: 'flashMessages.close.label', defaultMessage: 'Close message' },
});

function FlashHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeFlashHtml(html), [html]);
  // Safe: the markup went through DOMPurify with a strict allow-list (sanitize.ts).
  return <div className={styles.message} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The flash-message area of the page (spec sections 2 and 4): the center's flash messages as
 * alerts, error red, warning orange, info primary, success green, each with a close button.
 * Errors and warnings are announced at once, info and success politely (ui's Alert).
 */
export function FlashMessages() {
  const intl = useIntl();
  const center = useNotificationCenter();
  const { flashes } = useNotificationState();
  const closeLabel = intl.formatMessage(messages.close);
  return (
    <div className={styles.list}>
      {flashes.map((flash) => (
        <Alert
          key={flash.key}
          type={flash.type}
          title={flash.title}
          onClose={() => center.removeFlash(flash.key)}
          closeLabel={closeLabel}
        >
          <FlashHtml html={flash.message} />
        </Alert>
      ))}
    </div>
  );
}
