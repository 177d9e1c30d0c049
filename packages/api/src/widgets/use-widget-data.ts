import { useEffect, useState } from 'react';
import { WidgetError, type WidgetErrorKind } from './widgets';

/** State of a widget request: pending, the data, or the kind of failure. */
export type WidgetDataState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; kind: WidgetErrorKind };

/**
 * Runs a widget fetch when `key` changes and keeps its state. SWR-free on purpose: a partner
 * widget needs no cache shared with a host, and every rejection becomes state, so nothing ever
 * throws into the host page (issue 8, Errors). A new key reads as pending until its answer. `load` is `null` while the widget may not fetch
 * yet (for example before consent); the state then stays pending and no request is made.
 */
export function useWidgetData<T>(
  key: string,
  load: ((signal: AbortSignal) => Promise<T>) | null,
): WidgetDataState<T> {
  const [state, setState] = useState<{ key: string; value: WidgetDataState<T> }>({
    key,
    value: { status: 'pending' },
  });
  const enabled = load !== null;
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    let live = true;
    Promise.resolve()
      .then(() => load(controller.signal))
      .then(
        (data) => {
          if (live) setState({ key, value: { status: 'success', data } });
        },
        (error: unknown) => {
          if (!live) return;
          const kind = error instanceof WidgetError ? error.kind : 'network';
          setState({ key, value: { status: 'error', kind } });
        },
      );
    return () => {
      live = false;
      controller.abort();
    };
    // `load` is a new function per render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return state.key === key ? state.value : { status: 'pending' };
}
