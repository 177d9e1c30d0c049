import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './button';
import * as styles from './button.css';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends Pick<
  AriaLinkProps,
  | 'href'
  | 'target'
  | 'rel'
  | 'download'
  | 'onPress'
  | 'isDisabled'
  | 'aria-label'
  | 'aria-describedby'
  | 'routerOptions'
> {
  /** Visual variant, as a {@link Button}'s. @default 'primary' */
  variant?: ButtonVariant;
  /** Size, as a {@link Button}'s. @default 'md' */
  size?: ButtonSize;
  /** Visible text. */
  children: ReactNode;
}

/**
 * A link that looks like a button: for an action that navigates ("To the shop"), so a dialog's
 * or banner's primary action is always a button-shaped control on the right, never a bare text
 * link beside a button, while it stays a real link (middle-click, "open in new tab").
 */
export function LinkButton({ variant = 'primary', size = 'md', ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={`${styles.base} ${styles.variants[variant]} ${styles.sizes[size]} ${styles.link}`}
    />
  );
}
