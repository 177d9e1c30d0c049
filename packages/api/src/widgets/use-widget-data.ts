import { useCallback, useEffect, useState } from 'react';
import { WidgetError, type WidgetErrorKind } from './widgets';

/** State of a widget request: pending, the data, or the kind of failure. */
export type WidgetDataState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; kind: WidgetErrorKind };

/** A widget request's state, and a way to ask again after a failure. */
export type WidgetData<T> = WidgetDataState<T> & {
  /**
   * Asks again (the widget's "Try again"); the state reads as pending until the answer. The
   * browser coming back online does the same by itself after a `network` failure.
   */
  retry: () => void;
};

/**
 * Runs a widget fetch when `key` changes and keeps its state. SWR-free on purpose: a partner
 * widget needs no cache shared with a host, and every rejection becomes state, so nothing ever
 * throws into the host page (issue 8, Errors). A new key reads as pending until its answer. `load` is `null` while the widget may not fetch
 * yet (for example before consent); the state then stays pending and no request is made.
 * A failed request is never a dead end (partner trial 8: a widget stayed on "cannot be loaded"
 * after the API came back until the page was reloaded): `retry` asks again, and so does the
 * browser's `online` event after a network failure.
 */
export function useWidgetData<T>(
  key: string,
  load: ((signal: AbortSignal) => Promise<T>) | null,
): WidgetData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    attempt: number;
    value: WidgetDataState<T>;
  }>({ key, attempt, value: { status: 'pending' } });
  const enabled = load !== null;
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    let live = true;
    Promise.resolve()
      .then(() => load(controller.signal))
      .then(
        (data) => {
          if (live) setState({ key, attempt, value: { status: 'success', data } });
        },
        (error: unknown) => {
          if (!live) return;
          const kind = error instanceof WidgetError ? error.kind : 'network';
          setState({ key, attempt, value: { status: 'error', kind } });
        },
      );
    return () => {
      live = false;
      controller.abort();
    };
    // `load` is a new function per render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current: WidgetDataState<T> =
    state.key === key && state.attempt === attempt ? state.value : { status: 'pending' };
  const offline = current.status === 'error' && current.kind === 'network';
  useEffect(() => {
    if (!offline || typeof window === 'undefined') return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);
  return { ...current, retry };
}
