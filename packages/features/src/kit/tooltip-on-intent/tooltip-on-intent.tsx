import type * as TooltipExports from '@locperf/ui/tooltip';
import type { TooltipPlacement } from '@locperf/ui/tooltip';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import * as styles from './tooltip-on-intent.css';

type TooltipModule = typeof TooltipExports;

const loadTooltip = () => import('@locperf/ui/tooltip');
/** The tooltip's module once loaded: rendered directly, never suspending again. */
let loaded: TooltipModule | null = null;

/** Props of {@link TooltipOnIntent}. */
export interface TooltipOnIntentProps {
  /** The tooltip's text. */
  content: string;
  /** Where it opens. @default 'top' */
  placement?: TooltipPlacement;
  /** The trigger: a focusable react-aria element (a link, a `Focusable` span). */
  children: ReactElement;
}

/**
 * A tooltip whose code loads on the first intent: the pointer over its trigger, or focus on it.
 * Tooltips and their overlay code (7 KiB gzip) were loaded by every signed-in page on a desktop
 * before anyone asked for them (issue 14, `/` initial JS). Once the code is there the trigger is
 * rendered inside the tooltip's: focus goes back to it, a pointer still over it opens the tooltip
 * as a first hover would, and a press in progress finishes first, on the element it started on.
 */
export function TooltipOnIntent({ content, placement, children }: TooltipOnIntentProps) {
  const [module, setModule] = useState<TooltipModule | null>(loaded);
  const wrapper = useRef<HTMLSpanElement>(null);
  const asked = useRef(false);
  const pressing = useRef(false);
  const refocus = useRef(false);
  const hovered = useRef(false);

  const ask = () => {
    if (asked.current || module) return;
    asked.current = true;
    loadTooltip().then(
      (loadedModule) => {
        loaded = loadedModule;
        const show = () => {
          // Read before the trigger moves into the tooltip's: the move takes its focus away.
          refocus.current = Boolean(wrapper.current?.contains(document.activeElement));
          setModule(loadedModule);
        };
        if (!pressing.current) show();
        else
          document.addEventListener('pointerup', () => setTimeout(show), {
            once: true,
            capture: true,
          });
      },
      () => {
        // The chunk failed: the trigger stays as it is; the next intent asks again.
        asked.current = false;
      },
    );
  };

  useEffect(() => {
    if (!module) return;
    const trigger = wrapper.current?.querySelector<HTMLElement>('a[href], button, [tabindex]');
    if (!trigger) return;
    if (refocus.current && !wrapper.current?.contains(document.activeElement)) {
      trigger.focus();
    } else if (typeof PointerEvent === 'function' && hovered.current) {
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
        hovered.current = true;
        ask();
      }}
      onPointerLeave={() => {
        hovered.current = false;
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
        <module.Tooltip content={content} placement={placement}>
          {children}
        </module.Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
