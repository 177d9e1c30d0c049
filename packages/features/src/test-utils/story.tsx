import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import type { NotificationCenter } from '@locperf/features/notifications';
import { ThemeClassProvider } from '@locperf/ui/theme';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Stories only: overlays render in a portal outside the preview's themed wrapper, so they read
 * the toolbar theme from ThemeClassProvider (as ColorModeProvider does in the app).
 */
export const withOverlayTheme: Decorator = (Story, context) => (
  <ThemeClassProvider mode={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeClassProvider>
);

/** A fresh notification center per story, filled by `setup` once mounted. */
export function WithCenter({
  setup,
  children,
}: {
  setup?: (center: NotificationCenter) => void;
  children: ReactNode;
}) {
  const [center] = useState(createNotificationCenter);
  useEffect(() => {
    setup?.(center);
    // Run once per mounted story; the center lives as long as the story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center]);
  return <NotificationProvider center={center}>{children}</NotificationProvider>;
}
