import {
  useNotificationCenter,
  useTranslateKey,
  type NotificationToast,
  type NotificationToastType,
} from '@locperf/features/notifications';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@locperf/ui/icon';
import {
  createToastQueue,
  ToastRegion,
  type ToastColor,
  type ToastContent,
} from '@locperf/ui/toast';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBottomClearance } from './use-bottom-clearance';

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

/**
 * The toasts of the surrounding notification center, bottom right (spec sections 4 and 8).
 * Titles and descriptions are translation keys; an unknown title falls back to the type's
 * title, an unknown description is left out, so a new server key never shows a raw id or
 * crashes. Timers (5000 ms by default) pause while hovered or focused (ui's ToastRegion). On
 * phones they rise above bottom bars and the on-screen keyboard (useBottomClearance).
 */
export function ToastStack() {
  const center = useNotificationCenter();
  const intl = useIntl();
  const translate = useTranslateKey();
  // Every toast visible at once: the center, not a hidden backlog, decides what is shown.
  const [queue] = useState(() => createToastQueue());
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
      const title = t(toast.title).text ?? t(fallbackTitles[toast.type]).text ?? toast.title;
      const description = toast.description
        ? t(toast.description, toast.descriptionValues).text
        : undefined;
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
      for (const toast of toasts) {
        if (!shown.current.has(toast.id)) shown.current.set(toast.id, queue.add(toContent(toast)));
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

  const bottomClearance = useBottomClearance();
  return (
    <ToastRegion
      queue={queue}
      closeLabel={intl.formatMessage(messages.close)}
      bottomOffset={bottomClearance}
    />
  );
}
