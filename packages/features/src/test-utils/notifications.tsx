import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import type { NotificationCenter } from '@locperf/features/notifications';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWidget } from './render';

/** Renders a widget inside a fresh notification center, and returns the center to drive it. */
export function renderWithCenter(
  ui: ReactElement,
  options?: Parameters<typeof renderWidget>[1],
): RenderResult & { center: NotificationCenter } {
  const center = createNotificationCenter();
  const result = renderWidget(
    <NotificationProvider center={center}>{ui}</NotificationProvider>,
    options,
  );
  return { ...result, center };
}
