import type { ReactNode } from 'react';
import * as styles from './icon.css';

/** Icon sizes, shared by the component, its types and its stories. */
export const iconSizes = ['sm', 'md', 'lg'] as const satisfies readonly IconSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type IconSize = 'sm' | 'md' | 'lg';

/** Props of {@link Icon} and of every icon of the set. */
export interface IconProps {
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when a visible text or the control's label already says what it
   * means. @default undefined
   */
  label?: string;
  /** Size, following the surrounding font size at `md`. @default 'md' */
  size?: IconSize;
}

/** Props of the generic {@link Icon}. */
export interface BaseIconProps extends IconProps {
  /** SVG content drawn in a 24×24 box with `currentColor` strokes. */
  children: ReactNode;
  /** Whether the shapes are filled instead of stroked. @default false */
  filled?: boolean;
}

/** An inline SVG icon: decorative (`aria-hidden`) unless it has a label. */
export function Icon({ label, size = 'md', filled = false, children }: BaseIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${styles.icon} ${styles.sizes[size]}`}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

/** Makes a named icon component; each is a separate export so bundlers drop unused ones. */
export function createIcon(name: string, shapes: ReactNode, filled = false) {
  function NamedIcon(props: IconProps) {
    return (
      <Icon {...props} filled={filled}>
        {shapes}
      </Icon>
    );
  }
  NamedIcon.displayName = `Icon(${name})`;
  return NamedIcon;
}
