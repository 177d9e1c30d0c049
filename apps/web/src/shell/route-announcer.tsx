import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHeadManager } from './head-manager';

/** Props of {@link RouteAnnouncer}. */
export interface RouteAnnouncerProps {
  /** Hides the region visually; it stays in the accessibility tree. */
  className: string;
}

/**
 * A polite live region that says the new document title after a client navigation, so
 * screen-reader users hear where they are (a full page load announces the title by itself,
 * so the first title is not repeated). Focus stays where it was: moving it would fight the
 * drawer, which returns focus to its menu button when a link closes it.
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
        if (navigated.current) setText(title);
      }),
    [head],
  );

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {text}
    </div>
  );
}
