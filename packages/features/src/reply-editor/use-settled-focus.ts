import { useEffect, useId, useRef } from 'react';

/**
 * Focus that survives a pressed button being disabled while its request runs (issue 19: never
 * dropped onto the page). Each action names the element that gets focus once the new state has
 * rendered; every action also changes state, so the effect after that render finds the target in
 * the DOM. A caret position puts the cursor of a text area, e.g. right after an inserted template.
 */
export function useSettledFocus<Target extends string>() {
  const baseId = useId();
  const target = useRef<Target | null>(null);
  const caret = useRef<number | null>(null);
  useEffect(() => {
    if (!target.current) return;
    const element = document.getElementById(`${baseId}-${target.current}`);
    element?.focus();
    if (element instanceof HTMLTextAreaElement && caret.current !== null) {
      element.setSelectionRange(caret.current, caret.current);
    }
    target.current = null;
    caret.current = null;
  });
  return {
    /** The element id of a target, to put on the element. */
    idOf: (name: Target) => `${baseId}-${name}`,
    /** Focuses `name` after the next render, with the caret at `at` in a text area. */
    focusAfterRender: (name: Target, at?: number) => {
      target.current = name;
      if (at !== undefined) caret.current = at;
    },
  };
}
