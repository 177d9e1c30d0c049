// Compile-time tests of the shipped typings (run by `pnpm typecheck`): what a partner writes
// type-checks, and a wrong value does not.
import type {} from '../types/react.js';
import type { LocperfWidgetElement } from '../types/loader.js';

export const reviews = (
  <locperf-reviews location="loc-1" locale="de" layout="grid" min-stars={4} max-count="6" />
);
export const booster = <locperf-booster location="loc-1" theme="dark" consent="required" />;
// @ts-expect-error an unknown layout is a type error
export const wrongLayout = <locperf-reviews location="loc-1" layout="table" />;
// @ts-expect-error the location is required
export const noLocation = <locperf-booster />;

export function setToken(): void {
  const element: LocperfWidgetElement | null = document.querySelector('locperf-reviews');
  if (element) element.token = 'widget-token';
  window.LocperfEmbed?.configure({ widgetUrl: '/widget.js' });
  window.LocperfEmbed?.grantConsent();
}
