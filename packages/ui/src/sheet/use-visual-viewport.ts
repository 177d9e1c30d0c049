import { useEffect, useState } from 'react';

/** The part of the layout viewport the user sees, in CSS pixels from its top. */
export interface VisibleBox {
  top: number;
  height: number;
}

function read(): VisibleBox | null {
  const viewport = globalThis.visualViewport;
  if (!viewport) return null;
  return { top: viewport.offsetTop, height: viewport.height };
}

/**
 * The visible box of the page while `active`, following `window.visualViewport`. An on-screen
 * keyboard shrinks the visual viewport, not the layout viewport that `position: fixed` and `100dvh`
 * use, so a fixed sheet sized by CSS alone would keep its bottom (and its buttons) under the
 * keyboard. Null where the browser has no visual viewport API: CSS sizing applies then.
 */
export function useVisibleBox(active: boolean): VisibleBox | null {
  const [box, setBox] = useState<VisibleBox | null>(null);
  useEffect(() => {
    const viewport = globalThis.visualViewport;
    if (!active || !viewport) return;
    const update = () => {
      const next = read();
      setBox((previous) =>
        previous && next && previous.top === next.top && previous.height === next.height
          ? previous
          : next,
      );
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [active]);
  return active ? box : null;
}
