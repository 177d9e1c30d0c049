import type { FocusEvent, ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type HoverEvent,
  type PressEvent,
} from 'react-aria-components';
import { toastAvoidAttribute } from '../toast/toast-attributes';
import * as styles from './button.css';

/** Toasts keep clear of primary actions (issue "Trust in every action"). */
const avoidedByToasts = { [toastAvoidAttribute]: '' };

/** The visual variants, shared by the component, its types and its stories. */
export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'danger',
] as const satisfies readonly ButtonVariant[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger';

/** The sizes, shared by the component, its types and its stories. */
export const buttonSizes = ['sm', 'md', 'lg'] as const satisfies readonly ButtonSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: react-aria's button behaviour without className/style pass-through. */
export interface ButtonProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'onPressStart'
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
  /** Called when the button is pressed (mouse, touch, Enter or Space). */
  onPress?: (event: PressEvent) => void;
  /** Called as soon as a press starts, before it ends (e.g. to prefetch what the press opens). */
  onPressStart?: (event: PressEvent) => void;
  /** Cannot be pressed or focused, and looks it. @default false */
  isDisabled?: boolean;
  /** `submit` sends the surrounding form, `reset` clears it. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** The id of a form it submits when it sits outside that form (a dialog's footer). @default undefined */
  form?: string;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The id of a visible element that names it (a heading above it), instead of `aria-label`. */
  'aria-labelledby'?: string;
  /** The id of an element that describes it further; screen readers read it after the name. */
  'aria-describedby'?: string;
  /** Whether the panel or menu it opens is open now, for screen readers. @default undefined */
  'aria-expanded'?: boolean | 'true' | 'false';
  /** The kind of popup it opens (`menu`, `dialog`, `listbox`…), for screen readers. @default undefined */
  'aria-haspopup'?: boolean | 'true' | 'false' | 'menu' | 'listbox' | 'tree' | 'grid' | 'dialog';
  /** Called when a mouse starts hovering it (not on touch). */
  onHoverStart?: (event: HoverEvent) => void;
  /** Called when it receives focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** The id of the element it controls (the panel it opens or the list it filters). @default undefined */
  'aria-controls'?: string;
  /** The element id. */
  id?: string;
  /** The slot it fills inside a react-aria parent (e.g. a dialog's `close`). @default undefined */
  slot?: string | null;
  /**
   * `primary`: the one action the screen is for (at most one per view, on the right of a dialog's
   * actions); `secondary`: a supporting action next to it; `outline`: a quiet alternative such as
   * Cancel or Back; `danger`: an action that deletes or cancels something for
   * good. @default 'primary'
   */
  variant?: ButtonVariant;
  /** `sm` inside dense rows and tables, `md` everywhere else, `lg` for a page's single call to action. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner and blocks presses while keeping focus, announced by screen readers as
   * busy. @default false
   */
  isPending?: boolean;
  /** Accessible name of the spinner while pending, e.g. "Saving…". Needed when `isPending`. */
  pendingLabel?: string;
  /** The visible label: a verb that says what happens ("Save changes", not "OK"). */
  children: ReactNode;
}

/**
 * A button starts an action on this page: save, send, open a dialog. Use a link instead when it
 * only goes somewhere else (or `LinkButton` when that link must look like a button). Keyboard,
 * touch and focus handling come from react-aria; a pending button keeps focus and says it is
 * busy. Toasts keep clear of a primary button, so they never cover the action needed next.
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
