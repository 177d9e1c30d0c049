import type { ReactNode } from 'react';
import * as styles from './table-scroll.css';

/** What a {@link TableScroll} sits on: its covers and held column take that colour. */
export type TableScrollSurface = 'surface' | 'background';

/** Props of {@link TableScroll}. */
export interface TableScrollProps {
  /** One `<table>`. */
  children: ReactNode;
  /**
   * Names the box and makes it a focusable region, so a keyboard can scroll it: give it when the
   * table holds nothing focusable (axe, scrollable-region-focusable). @default undefined
   */
  label?: string;
  /** Keeps the first column (the row's name) in view while the rest scrolls. @default true */
  holdFirstColumn?: boolean;
  /** The colour behind the box: a card's `surface` or the page's or a dialog's `background`. */
  surface?: TableScrollSurface;
}

/**
 * A wide table's box on a narrow screen: it scrolls sideways, shows a shadow at an edge where
 * columns are out of sight, and keeps the first column in view, so a row still says what it is
 * (owner trials: a table "cut off" in the invoice dialog, the insights' location column gone).
 */
export function TableScroll({
  children,
  label,
  holdFirstColumn = true,
  surface = 'surface',
}: TableScrollProps) {
  const className = [
    styles.scroll,
    styles.surfaces[surface],
    holdFirstColumn ? styles.held[surface] : '',
  ].join(' ');
  if (label === undefined) return <div className={className}>{children}</div>;
  return (
    // A focusable region: keyboard users scroll it with the arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
