import { useLocations } from '@locperf/api/locations';
import { useNotificationCenter } from '@locperf/features/notifications';
import { useEffect, useRef } from 'react';

/** Props of {@link GrantNextStep}. */
export interface GrantNextStepProps {
  /** The signed-in organization, whose locations decide whether a step is left. */
  organizationId: string;
  /** Called once the step is over: nothing was left to grant, or the last location was granted. */
  onDone: () => void;
}

/**
 * After Google's consent screen (rmsg `google.auth.success`, spec section 2) the toast says the
 * account is connected; granting locations is the next step, kept as a flash message above the
 * page. Only while a location is left to grant, though: a renewed access with every location
 * already granted shows none, and the flash goes by itself once the last one is granted,
 * wherever the owner granted it (owner trial: it stayed on every page until closed by hand).
 */
export function GrantNextStep({ organizationId, onDone }: GrantNextStepProps) {
  const center = useNotificationCenter();
  const { data: locations } = useLocations(organizationId);
  // Whether the flash was asked for (its module loads on demand: most visits never show one),
  // its key once shown, and whether the step is over.
  const flash = useRef({ asked: false, key: null as string | null, over: false });
  const left = locations?.some((location) => !location.granted);

  useEffect(() => {
    const state = flash.current;
    if (left === undefined || state.over) return;
    if (left) {
      if (state.asked) return;
      state.asked = true;
      void import('@locperf/features/flash-messages').then(({ pushOutcomeFlash }) => {
        // Granted meanwhile: the step is over before its message showed.
        if (!state.over) state.key = pushOutcomeFlash(center, 'googleConnected');
      });
      return;
    }
    state.over = true;
    if (state.key !== null) center.removeFlash(state.key);
    onDone();
  }, [left, center, onDone]);

  return null;
}
