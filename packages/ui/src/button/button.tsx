import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { toastAvoidAttribute } from '../toast/toast-attributes';
import * as styles from './button.css';

/** Toasts keep clear of primary actions (issue "Trust in every action"). */
const avoidedByToasts = { [toastAvoidAttribute]: '' };

/** The visual variants, shared by the component, its types and its stories. */
export const buttonVariants = ['primary', 'secondary', 'outline', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** The sizes, shared by the component, its types and its stories. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** Props of {@link Button}: react-aria's button behaviour without className/style pass-through. */
export interface ButtonProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'isDisabled'
  | 'type'
  | 'form'
  | 'autoFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'onHoverStart'
  | 'onFocus'
  | 'aria-controls'
  | 'id'
  | 'slot'
> {
  /** Visual variant. @default 'primary' */
  variant?: ButtonVariant;
  /** Size. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner and blocks presses while keeping focus, announced by screen readers as busy.
   * @default false
   */
  isPending?: boolean;
  /** Accessible name of the spinner while pending, e.g. "Saving…". Needed when `isPending`. */
  pendingLabel?: string;
  /** Label. */
  children: ReactNode;
}

/**
 * A button on react-aria: press, keyboard and focus-visible handling are built in. A primary button
 * is marked with `toastAvoidAttribute`, so toasts never cover the action the user needs next.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      {...(variant === 'primary' ? avoidedByToasts : undefined)}
      isPending={isPending}
      className={`${styles.base} ${styles.variants[variant]} ${styles.sizes[size]}`}
    >
      {isPending ? (
        <span role="progressbar" aria-label={pendingLabel} className={styles.spinner} />
      ) : null}
      {children}
    </AriaButton>
  );
}
