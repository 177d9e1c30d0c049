import { useAuth } from '@locperf/api/auth';
import { UnsavedChangesDialog } from '@locperf/features/forms';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';

/** What {@link useUnsavedChanges} gives a page. */
export interface UnsavedChanges {
  /** Hand to the form widgets' `onDirtyChange`. */
  onDirtyChange: (dirty: boolean) => void;
  /** The confirm dialog; render it once on the page. */
  dialog: ReactElement;
}

/**
 * Warns before unsaved changes of a settings or profile form are lost (issue "Trust in every
 * action"): leaving the page inside the app asks in a translated alert dialog (react-router's
 * blocker; the widgets only report `onDirtyChange`, features never use the router), and closing
 * or reloading the tab gets the browser's own beforeunload warning. A move within the page (a
 * `#hash`) and the navigation of a sign-out are never blocked.
 */
export function useUnsavedChanges(): UnsavedChanges {
  const [dirty, setDirty] = useState(false);
  const { status } = useAuth();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && status === 'authenticated' && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari still need returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  const dialog = (
    <UnsavedChangesDialog
      isOpen={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
  return { onDirtyChange, dialog };
}
