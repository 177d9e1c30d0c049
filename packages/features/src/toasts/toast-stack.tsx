import {
  useNotificationCenter,
  useTranslateKey,
  type NotificationToast,
  type NotificationToastType,
} from '@locperf/features/notifications';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@locperf/ui/icon';
import { useMediaQuery } from '@locperf/ui/media-query';
import { mediaDown } from '@locperf/ui/tokens';
import {
  createToastQueue,
  ToastRegion,
  type ToastColor,
  type ToastContent,
} from '@locperf/ui/toast';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  close: { id: 'toasts.close.label', defaultMessage: 'Close' },
});

/** Spec section 9: errors red, the default colour primary. */
const colors: Record<NotificationToastType, ToastColor> = {
  error: 'error',
  success: 'success',
  warning: 'warning',
  info: 'primary',
};

/** Spec section 8: "Fehler" for errors, "Das hat geklappt" for success, "Hinweis" otherwise. */
const fallbackTitles: Record<NotificationToastType, string> = {
  error: 'toast.title.error',
  success: 'toast.title.success',
  warning: 'toast.title.info',
  info: 'toast.title.info',
};

/** Icon names the server and the app use (spec section 2, rmsg: check and x icons). */
const icons: Record<string, ReactNode> = {
  check: <SuccessIcon />,
  x: <ErrorIcon />,
  info: <InfoIcon />,
  warning: <WarningIcon />,
};

// Spec sections 4 and 8. Titles and descriptions are translation keys: an unknown title falls back
// to the type's title, an unknown description is left out, so a new server key never shows a raw id
// or crashes. Timers (5000 ms by default) pause while hovered or focused (ui's ToastRegion).
// Placement (issue "Trust in every action", seventh owner trial): ui's region sits at the top below
// the header, clear of the page's actions further down and of the bars at the bottom; on phones a
// new success or info toast replaces the earlier ones, errors stay until their time is up.
/** A toast's text, translated each time it renders, so it follows a switch of language. */
function ToastText({ id, values }: { id: string; values?: Record<string, string | number> }) {
  return useTranslateKey()(id, values).text ?? null;
}

/**
 * Short notes that confirm what just happened, such as "Added to cart", at the top of the
 * screen just below the header; they go away on their own. Place it once per page. For news that must stay until it is
 * read, use the flash messages; for a failure the user has to deal with, the error dialog. A toast
 * waits while it is pointed at or focused, never covers the button the user needs next, and on a
 * phone a new one replaces the last instead of piling up.
 */
export function ToastStack({
  belowHeader = false,
}: {
  /**
   * Leaves room for an app header at the top of the window (our app's); a partner's page
   * without one gets its toasts at the top edge. @default false
   */
  belowHeader?: boolean;
} = {}) {
  const center = useNotificationCenter();
  const intl = useIntl();
  const translate = useTranslateKey();
  // Every toast visible at once: the center, not a hidden backlog, decides what is shown.
  const [queue] = useState(() => createToastQueue());
  const phone = useMediaQuery(mediaDown('sm'), false);
  const phoneRef = useRef(phone);
  useEffect(() => {
    phoneRef.current = phone;
  }, [phone]);
  // Center toast id → ui queue key, so each toast is shown once and closes in both places.
  const shown = useRef(new Map<string, string>());
  // The latest translator, read when a toast arrives (the effect below subscribes only once).
  const translateRef = useRef(translate);
  useEffect(() => {
    translateRef.current = translate;
  }, [translate]);

  useEffect(() => {
    const toContent = (toast: NotificationToast): ToastContent => {
      const t = translateRef.current;
      // Known keys are rendered as they show, in the language shown then: translated when they
      // arrived, a toast said "Ihre Änderungen wurden gespeichert." on the page just switched to
      // English (owner trial 8). An unknown key still falls back, or is left out, at once.
      const titleKey = t(toast.title).known ? toast.title : fallbackTitles[toast.type];
      const title = t(titleKey).known ? <ToastText id={titleKey} /> : toast.title;
      const description =
        toast.description && t(toast.description, toast.descriptionValues).known ? (
          <ToastText id={toast.description} values={toast.descriptionValues} />
        ) : undefined;
      return {
        title,
        description,
        color: colors[toast.type],
        timeout: toast.timeout,
        icon: toast.icon ? icons[toast.icon] : undefined,
        actions: toast.actions,
      };
    };

    const sync = () => {
      const { toasts } = center.getState();
      const ids = new Set(toasts.map((t) => t.id));
      for (const [id, key] of shown.current) {
        if (!ids.has(id)) {
          shown.current.delete(id);
          queue.close(key);
        }
      }
      const added = toasts.filter((toast) => !shown.current.has(toast.id));
      for (const toast of added) shown.current.set(toast.id, queue.add(toContent(toast)));
      const newest = added.at(-1);
      if (phoneRef.current && newest && newest.type !== 'error') {
        // Superseded: closing them in the ui queue also dismisses them from the center.
        for (const toast of toasts) {
          if (toast.id !== newest.id && toast.type !== 'error') {
            const key = shown.current.get(toast.id);
            if (key) queue.close(key);
          }
        }
      }
    };

    // A toast closed by its timer or button leaves the center too.
    const unsubscribeQueue = queue.queue.subscribe(() => {
      const open = new Set(queue.queue.visibleToasts.map((t) => t.key));
      for (const [id, key] of shown.current) {
        if (!open.has(key)) {
          shown.current.delete(id);
          center.dismissToast(id);
        }
      }
    });
    const unsubscribeCenter = center.subscribe(sync);
    sync();
    return () => {
      unsubscribeCenter();
      unsubscribeQueue();
    };
  }, [center, queue]);

  return (
    <ToastRegion
      queue={queue}
      closeLabel={intl.formatMessage(messages.close)}
      belowHeader={belowHeader}
    />
  );
}
