import type { ReactNode } from 'react';
import {
  Dialog,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import * as styles from './drawer.css';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';
import { toastClearAttribute } from '../toast/toast-attributes';

/** Edges a drawer slides from (logical: start is left in ltr, right in rtl). */
export const drawerSides = ['start', 'end'] as const satisfies readonly DrawerSide[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type DrawerSide = 'start' | 'end';

/** Props of {@link Drawer}. */
export interface DrawerProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Whether it is open, when the parent owns the state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Whether it starts open, when it owns its state. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when it opens or closes (Escape, a click outside, a button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name, e.g. "Navigation". */
  label: string;
  /** Content, or a function receiving `close` (call it when a link inside is followed, so the drawer closes). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Edge it slides from. @default 'start' */
  side?: DrawerSide;
}

/**
 * A side sheet over a dimming overlay: the small-screen side navigation.
 * Clicking the overlay or pressing Escape closes it, focus is trapped inside meanwhile.
 */
export function Drawer({ label, children, side = 'start', ...props }: DrawerProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  return (
    <ModalOverlay
      lang={lang}
      {...props}
      isDismissable
      className={`${themeClass} ${styles.overlay}`}
    >
      <AriaModal
        className={`${styles.drawer} ${styles.sides[side]}`}
        // Toasts keep off it while it is open: at the bottom edge, or hidden when it is as tall as
        // the screen (owner trials 9 and 10).
        {...{ [toastClearAttribute]: '' }}
      >
        <Dialog aria-label={label} className={styles.dialog}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
