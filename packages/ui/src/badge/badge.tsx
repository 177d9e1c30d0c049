import type { ReactNode } from 'react';
import * as styles from './badge.css';

/** Tones, shared by the component, its types and its stories. */
export const badgeTones = ['neutral', 'primary', 'info', 'success', 'warning', 'error'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** What it shows, e.g. the cart count. */
  children: ReactNode;
  /** Colour. @default 'primary' */
  tone?: BadgeTone;
  /**
   * What screen readers hear instead of the bare content, e.g. "3 items in the cart". A lone
   * number next to an icon means nothing when read aloud.
   * @default undefined (the content is read as is)
   */
  label?: string;
}

/** A small count or status label (e.g. the cart badge of the side navigation, spec section 2). */
export function Badge({ children, tone = 'primary', label }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.tones[tone]}`}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
