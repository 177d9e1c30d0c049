import type { ReactNode } from 'react';
import * as styles from './badge.css';

/** Tones, shared by the component, its types and its stories. */
export const badgeTones = [
  'neutral',
  'primary',
  'info',
  'success',
  'warning',
  'error',
] as const satisfies readonly BadgeTone[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'error';
/** Emphasis: a strong fill or a subtle tint, shared like {@link badgeTones}. */
export const badgeEmphases = ['subtle', 'strong'] as const satisfies readonly BadgeEmphasis[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type BadgeEmphasis = 'subtle' | 'strong';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** What it shows, e.g. the cart count. */
  children: ReactNode;
  /** What it means: neutral, the brand (primary), information, success, warning or error. @default 'primary' */
  tone?: BadgeTone;
  /**
   * How loud it is: `strong` (a solid fill, for counts and what needs action now) or
   * `subtle` (a tint, for a status in a list of many). @default strong for primary and error, else subtle
   */
  emphasis?: BadgeEmphasis;
  /**
   * What screen readers hear instead of the bare content, e.g. "3 items in the cart". A lone
   * number next to an icon means nothing when read aloud. @default undefined (read as is)
   */
  label?: string;
}

/**
 * A small count or status label: the cart count in the navigation, "Active" or "Past due" on a
 * subscription. Not for actions (use a button) nor for long text (use an alert).
 */
export function Badge({ children, tone = 'primary', emphasis, label }: BadgeProps) {
  const loudness = emphasis ?? (tone === 'primary' || tone === 'error' ? 'strong' : 'subtle');
  return (
    <span className={`${styles.badge} ${styles.variants[`${tone}-${loudness}`]}`}>
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
