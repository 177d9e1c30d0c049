import { onMockDbChange, snapshotMockDb } from './state';

/** localStorage key of the demo store snapshot. It holds demo data only, never a token. */
export const DEMO_STORE_KEY = 'locperf.demo-store';

type SnapshotStorage = Pick<Storage, 'setItem'>;

/**
 * Saves the demo store after its changes (issue 3: in demo mode the store persists in the
 * browser). One write per burst of changes, as the snapshot of 2,000 reviews is about 1 MB; but
 * an answered write is never lost to a reload (owner trial, finding 1: a bulk publish counted
 * reviews done whose publish the reload then dropped): leaving the page (`beforeunload`,
 * `pagehide`) writes the pending snapshot at once, and from `pagehide` on every change is written
 * as it happens, as no timer runs any more. Returns the function that stops saving.
 */
export function persistDemoStore(
  storage: SnapshotStorage,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  delayMs = 50,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let leaving = false;
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    try {
      storage.setItem(DEMO_STORE_KEY, JSON.stringify(snapshotMockDb()));
    } catch (error) {
      console.warn('[mocks] the demo store could not be saved', error);
    }
  };
  const unsubscribe = onMockDbChange(() => {
    if (leaving) write();
    else timer ??= setTimeout(write, delayMs);
  });
  const flush = () => {
    if (timer !== null) write();
  };
  const onHide = () => {
    flush();
    leaving = true;
  };
  // Back from the back/forward cache: the page lives on, so bursts are batched again.
  const onShow = () => {
    leaving = false;
  };
  target.addEventListener('beforeunload', flush);
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    unsubscribe();
    flush();
    target.removeEventListener('beforeunload', flush);
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
