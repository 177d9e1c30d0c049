import type { ReactElement } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type PressEvent,
} from 'react-aria-components';
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
  /** Called when the button is pressed (mouse, touch, Enter or Space). */
  onPress?: (event: PressEvent) => void;
  /** Cannot be pressed or focused, and looks it. @default false */
  isDisabled?: boolean;
  /** `submit` sends the surrounding form, `reset` clears it. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** Whether the panel or menu it opens is open now, for screen readers. @default undefined */
  'aria-expanded'?: boolean | 'true' | 'false';
  /** The id of the element it controls (the panel it opens or the list it filters). @default undefined */
  'aria-controls'?: string;
  /** Makes it a toggle button: `true` while on (e.g. bold in an editor). @default undefined */
  'aria-pressed'?: boolean | 'true' | 'false' | 'mixed';
  /** The id of an element that describes it further; screen readers read it after the name. */
  'aria-describedby'?: string;
  /** The element id. */
  id?: string;
  /** The slot it fills inside a react-aria parent (e.g. a dialog's `close`). @default undefined */
  slot?: string | null;
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
