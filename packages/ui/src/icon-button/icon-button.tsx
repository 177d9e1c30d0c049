import type { ReactElement } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './icon-button.css';

/** Visual variants, shared by the component, its types and its stories. */
export const iconButtonVariants = [
  'ghost',
  'outline',
  'primary',
] as const satisfies readonly IconButtonVariant[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type IconButtonVariant = 'ghost' | 'outline' | 'primary';

/** Sizes, shared by the component, its types and its stories. */
export const iconButtonSizes = ['sm', 'md', 'lg'] as const satisfies readonly IconButtonSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type IconButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'isDisabled'
  | 'type'
  | 'autoFocus'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-pressed'
  | 'aria-describedby'
  | 'id'
  | 'slot'
> {
  /** Accessible name: an icon alone says nothing to a screen reader, so this is required. */
  label: string;
  /** The icon, decorative (the label names the button). */
  children: ReactElement;
  /** Visual variant. @default 'ghost' */
  variant?: IconButtonVariant;
  /** Size. @default 'md' */
  size?: IconButtonSize;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={`${styles.base} ${styles.variants[variant]} ${styles.sizes[size]}`}
    >
      {children}
    </AriaButton>
  );
}
