import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as styles from './popover.css';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';

/** Placements, shared by the component, its types and its stories. */
export const popoverPlacements = [
  'bottom',
  'top',
  'start',
  'end',
] as const satisfies readonly PopoverPlacement[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type PopoverPlacement = 'bottom' | 'top' | 'start' | 'end';

/** Props of {@link Popover}. */
export interface PopoverProps extends Pick<
  AriaPopoverProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Whether it is open, when the parent owns the state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Whether it starts open, when it owns its state. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when it opens or closes (Escape, a click outside, a button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The pressable element that opens it: a `Button` or `IconButton`. */
  trigger: ReactElement;
  /** Accessible name of the popover dialog. */
  label: string;
  /** Content. */
  children: ReactNode;
  /** Where it opens, flipping when there is no room. @default 'bottom' */
  placement?: PopoverPlacement;
}

/**
 * A non-modal dialog anchored to its trigger: Escape or a click outside closes it and focus
 * returns to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  placement = 'bottom',
  isOpen,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover lang={lang} placement={placement} className={`${themeClass} ${styles.popover}`}>
        <Dialog aria-label={label} className={styles.dialog}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
