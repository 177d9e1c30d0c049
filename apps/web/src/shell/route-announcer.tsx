import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHeadManager } from './head-manager';

/** Props of {@link RouteAnnouncer}. */
export interface RouteAnnouncerProps {
  /** Hides the region visually; it stays in the accessibility tree. */
  className: string;
}

/** Whether an element is a heading: focused, a screen reader reads it out on its own. */
function isHeading(element: Element | null): boolean {
  return element !== null && /^H[1-6]$/.test(element.tagName);
}

/**
 * A polite live region that says the new document title after a client navigation, so
 * screen-reader users hear where they are (a full page load announces the title by itself,
 * so the first title is not repeated). When the navigation moved focus to a heading (a keyboard
 * press on a side-navigation link puts it on the page's h1; a checkout step puts it on the
 * step's heading), the screen reader reads that heading, so the title is not said twice.
 */
export function RouteAnnouncer({ className }: RouteAnnouncerProps) {
  const head = useHeadManager();
  const { key } = useLocation();
  const initialKey = useRef(key);
  const navigated = useRef(false);
  const [text, setText] = useState('');

  useEffect(() => {
    if (key !== initialKey.current) navigated.current = true;
  }, [key]);

  useEffect(
    () =>
      head.subscribe((title) => {
        // Emptied rather than kept, so the region never holds an older page's title.
        if (navigated.current) setText(isHeading(document.activeElement) ? '' : title);
      }),
    [head],
  );

  // Focus may reach the heading after the title is written (the page's h1 renders once its
  // lazy part has loaded; under load that came later than the title): the heading is read
  // then, so the title is taken back instead of being said twice.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (isHeading(event.target as Element | null)) setText('');
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {text}
    </div>
  );
}
