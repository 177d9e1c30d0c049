import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { NotificationCenter, NotificationState } from './center';

const NotificationContext = createContext<NotificationCenter | null>(null);

/** Props of {@link NotificationProvider}. */
export interface NotificationProviderProps {
  /** The center from `createNotificationCenter()`, created once per app or embedded tree. */
  center: NotificationCenter;
  /** The tree whose widgets read and push notifications. */
  children: ReactNode;
}

/** Gives the widgets below (toasts, flash messages, error modal…) their notification center. */
export function NotificationProvider({ center, children }: NotificationProviderProps) {
  return <NotificationContext.Provider value={center}>{children}</NotificationContext.Provider>;
}

/**
 * The center of the surrounding {@link NotificationProvider}, to push notifications.
 * Throws without a provider: a widget that silently dropped errors would hide them from users.
 */
export function useNotificationCenter(): NotificationCenter {
  const center = useContext(NotificationContext);
  if (!center) {
    throw new Error(
      'useNotificationCenter needs <LocperfProvider> (@locperf/features/provider) or a <NotificationProvider> above it.',
    );
  }
  return center;
}

/** The center's state; the component re-renders when it changes. */
export function useNotificationState(): NotificationState {
  const center = useNotificationCenter();
  return useSyncExternalStore(center.subscribe, center.getState, center.getState);
}
