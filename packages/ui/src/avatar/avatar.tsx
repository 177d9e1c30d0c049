import { useState } from 'react';
import * as styles from './avatar.css';

/** Sizes, shared by the component, its types and its stories. */
export const avatarSizes = ['sm', 'md', 'lg'] as const satisfies readonly AvatarSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type AvatarSize = 'sm' | 'md' | 'lg';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person or organisation: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; initials show when absent or when it fails to load. @default undefined */
  src?: string;
  /** Size. @default 'md' */
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already shown next to it. @default false */
  isDecorative?: boolean;
}

/** Up to two initials: first letters of the first and last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A round picture of a user, or their initials. */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = `${styles.avatar} ${styles.sizes[size]}`;
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={isDecorative ? '' : name}
        className={className}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={className}
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initials(name)}
    </span>
  );
}
