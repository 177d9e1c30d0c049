import type * as TooltipExports from '@locperf/ui/tooltip';
import type { TooltipPlacement } from '@locperf/ui/tooltip';
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import * as styles from './tooltip-on-intent.css';

type TooltipModule = typeof TooltipExports;

/** `@locperf/ui`'s `Tooltip` delay on hover. */
const HOVER_DELAY_MS = 700;
/** The tooltip's module once loaded: rendered directly, never suspending again. */
let loaded: TooltipModule | null = null;
/** The mounted triggers still without their tooltip: all get it when one asked for it. */
const waiting = new Set<(module: TooltipModule) => void>();
let loading: Promise<TooltipModule> | null = null;

function loadTooltip(): Promise<TooltipModule> {
  loading ??= import('@locperf/ui/tooltip').then(
    (module) => {
      loaded = module;
      for (const give of [...waiting]) give(module);
      return module;
    },
    (error: unknown) => {
      // The chunk failed: the triggers stay as they are; the next intent asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Props of {@link TooltipOnIntent}. */
export interface TooltipOnIntentProps {
  /** The tooltip's text. */
  content: string;
  /** Where it opens. @default 'top' */
  placement?: TooltipPlacement;
  /** The trigger: a focusable react-aria element (a link, a `Focusable` span). */
  children: ReactElement;
}

// Issue 14, `/` initial JS: tooltips and their overlay code (7 KiB gzip) were loaded by every
// signed-in page on a desktop before anyone asked for them.
/**
 * A tooltip whose code loads on the first intent: the pointer over its trigger, or focus on it.
 * Use it for tooltips most visitors never open. Once the code is there the trigger is rendered
 * inside the tooltip's: focus goes back to it, a pointer still over it opens the tooltip as a
 * first hover would, and a press in progress finishes first, on the element it started on.
 */
export function TooltipOnIntent({ content, placement, children }: TooltipOnIntentProps) {
  const [module, setModule] = useState<TooltipModule | null>(loaded);
  const wrapper = useRef<HTMLSpanElement>(null);
  const pressing = useRef(false);
  const refocus = useRef(false);
  /** When the pointer arrived, while it is over the trigger. */
  const hoveredSince = useRef<number | null>(null);
  // The first hover's delay counts from when the pointer arrived, not from when the code did.
  const [delay, setDelay] = useState<number | undefined>(undefined);

  // Each trigger takes the tooltip when it arrives, whichever trigger asked: a second link
  // focused later is not moved again under the keyboard.
  useEffect(() => {
    if (module) return;
    const give = (loadedModule: TooltipModule) => {
      const show = () => {
        // Read before the trigger moves into the tooltip's: the move takes its focus away.
        refocus.current = Boolean(wrapper.current?.contains(document.activeElement));
        if (hoveredSince.current !== null) {
          setDelay(Math.max(0, HOVER_DELAY_MS - (performance.now() - hoveredSince.current)));
        }
        setModule(loadedModule);
      };
      if (!pressing.current) show();
      else
        document.addEventListener('pointerup', () => setTimeout(show), {
          once: true,
          capture: true,
        });
    };
    waiting.add(give);
    return () => {
      waiting.delete(give);
    };
  }, [module]);

  const ask = () => {
    if (!module) loadTooltip().catch(() => undefined);
  };

  // Before the browser paints or runs anything else: focus never rests on the page's body.
  useLayoutEffect(() => {
    if (!module) return;
    const trigger = wrapper.current?.querySelector<HTMLElement>('a[href], button, [tabindex]');
    if (!trigger) return;
    if (refocus.current && !wrapper.current?.contains(document.activeElement)) {
      refocus.current = false;
      trigger.focus();
    } else if (typeof PointerEvent === 'function' && hoveredSince.current !== null) {
      // The hover began before the trigger's handlers existed: start it as the pointer would.
      trigger.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
      );
    }
  }, [module]);

  return (
    <span
      ref={wrapper}
      className={styles.wrapper}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hoveredSince.current = performance.now();
        ask();
      }}
      onPointerLeave={() => {
        hoveredSince.current = null;
        setDelay(undefined);
      }}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onPointerUp={() => {
        pressing.current = false;
      }}
      onFocus={ask}
    >
      {module ? (
        <module.Tooltip content={content} placement={placement} delay={delay}>
          {children}
        </module.Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
