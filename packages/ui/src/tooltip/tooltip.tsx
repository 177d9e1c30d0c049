import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './tooltip.css';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';

/** Placements, shared by the component, its types and its stories. */
export const tooltipPlacements = [
  'top',
  'bottom',
  'start',
  'end',
] as const satisfies readonly TooltipPlacement[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

/** Props of {@link Tooltip}. */
export interface TooltipProps extends Pick<
  TooltipTriggerComponentProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDisabled'
> {
  /** Whether it is shown, when the parent owns the state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Whether it starts shown, when it owns its state. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when it shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Never shows the tooltip (e.g. when the trigger's text is already visible). @default false */
  isDisabled?: boolean;
  /** The text shown (e.g. the full customer number). */
  content: ReactNode;
  /** A focusable react-aria element (Button, IconButton, Link) that shows the tooltip. */
  children: ReactElement;
  /** Where it opens. @default 'top' */
  placement?: TooltipPlacement;
  /** Hover delay in ms; keyboard focus shows it at once. @default 700 */
  delay?: number;
}

/**
 * A short description shown on hover and keyboard focus, announced as the trigger's
 * description. Escape hides it. Never put interactive content in a tooltip.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 700,
  ...props
}: TooltipProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  return (
    <TooltipTrigger {...props} delay={delay}>
      {children}
      <AriaTooltip
        lang={lang}
        placement={placement}
        offset={6}
        className={`${themeClass} ${styles.tooltip}`}
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
