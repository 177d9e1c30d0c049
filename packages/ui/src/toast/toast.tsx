import type { ReactNode } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon, XIcon } from '../icon/icons';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';
import * as styles from './toast.css';
import { toastRegionAttribute } from './toast-attributes';
import { useClearOfFocus } from './use-clear-of-focus';

export { toastAvoidAttribute, toastRegionAttribute } from './toast-attributes';

/** Toast colours (spec section 3, Toast notification; section 9: default primary, errors red). */
export const toastColors = [
  'primary',
  'success',
  'warning',
  'error',
] as const satisfies readonly ToastColor[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ToastColor = 'primary' | 'success' | 'warning' | 'error';

/** Spec section 9: toasts close themselves after 5000 ms unless told otherwise. */
export const toastDefaultTimeout = 5000;

/** A button inside a toast; pressing it runs `onPress` and closes the toast. */
export interface ToastAction {
  /** Button text. */
  label: string;
  /** What it does. */
  onPress: () => void;
}

/** One notification (spec section 3: title, description, icon, color, timeout, actions). */
export interface ToastContent {
  /** Short headline: a text, or an element that renders one (e.g. translated as it shows). */
  title: ReactNode;
  /** More detail. @default undefined */
  description?: ReactNode;
  /** Icon; each colour has a default one. @default the colour's icon */
  icon?: ReactNode;
  /** Colour. @default 'primary' */
  color?: ToastColor;
  /** Milliseconds until it closes; 0 keeps it until closed. @default 5000 */
  timeout?: number;
  /** Buttons. @default [] */
  actions?: ToastAction[];
}

/** What {@link createToastQueue} returns. */
export interface ToastQueue {
  /** Shows a toast and returns its key (a unique id; section 3's "id"). */
  add: (toast: ToastContent) => string;
  /** Closes one toast. */
  close: (key: string) => void;
  /** Closes them all. */
  clear: () => void;
  /** The underlying react-aria queue, for `ToastRegion`. */
  readonly queue: AriaToastQueue<ToastContent>;
}

/**
 * Creates a toast queue. Keep one per app (module scope), render one `ToastRegion` for it and
 * call `add` from anywhere; the queue outlives renders, so toasts survive navigation.
 */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  const queue = new AriaToastQueue<ToastContent>(options);
  return {
    queue,
    add: (toast) => {
      const timeout = toast.timeout ?? toastDefaultTimeout;
      return queue.add(toast, timeout > 0 ? { timeout } : {});
    },
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

const defaultIcons: Record<ToastColor, ReactNode> = {
  primary: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
};

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue from {@link createToastQueue}. */
  queue: ToastQueue;
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string;
  /**
   * Leave room for an app header of the theme's header height (`layout.header`) at the top of
   * the window; without one (a widget in a partner's page) the toasts sit at the top edge.
   * @default false
   */
  belowHeader?: boolean;
}

/**
 * The landmark where toasts appear: at the top (below the app header, `belowHeader`), top right on a wide
 * screen and full width on a phone, so they never cover a page's actions further down or a bar
 * at the bottom of the screen; while there they would cover the focused element, they move to
 * the bottom edge. F6 moves focus into it. While the pointer is over it or focus is
 * inside, every toast's timer pauses (spec section 4: the timer pauses on hover), so nobody loses
 * a message they are reading.
 */
export function ToastRegion({ queue, closeLabel, belowHeader = false }: ToastRegionProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  useClearOfFocus(queue);
  return (
    <AriaToastRegion
      lang={lang}
      queue={queue.queue}
      className={`${themeClass} ${styles.region} ${belowHeader ? styles.belowHeader : ''}`}
      {...{ [toastRegionAttribute]: '' }}
    >
      {({ toast }) => {
        const { title, description, icon, color = 'primary', actions = [] } = toast.content;
        return (
          <AriaToast toast={toast} className={`${styles.toast} ${styles.colors[color]}`}>
            {icon ?? defaultIcons[color]}
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {title}
              </Text>
              {description ? (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              ) : null}
              {actions.length > 0 ? (
                <div className={styles.actions}>
                  {actions.map((action) => (
                    <Button
                      key={action.label}
                      className={styles.action}
                      onPress={() => {
                        action.onPress();
                        queue.close(toast.key);
                      }}
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              ) : null}
            </AriaToastContent>
            <Button slot="close" aria-label={closeLabel} className={styles.close}>
              <XIcon />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
