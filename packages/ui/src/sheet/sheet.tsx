import { useContext, type ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  OverlayTriggerStateContext,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../icon-button/icon-button';
import { XIcon } from '../icon/icons';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';
import { toastAvoidAttribute } from '../toast/toast';
import * as styles from './sheet.css';
import { useVisibleBox } from './use-visual-viewport';

/**
 * Where a sheet sits: `bottom` rises from the bottom edge up to 90 % of the screen (a set of
 * options, e.g. filters); `full` covers the whole visible screen (a task such as writing a reply).
 */
export const sheetPlacements = ['bottom', 'full'] as const satisfies readonly SheetPlacement[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type SheetPlacement = 'bottom' | 'full';

/** Props of {@link Sheet}. */
export interface SheetProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Whether it is open, when the parent owns the state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Whether it starts open, when it owns its state. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when it opens or closes (Escape, a click outside, a button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Heading that names the sheet. */
  title: ReactNode;
  /** Accessible name of the × button in the header, e.g. "Close". */
  closeLabel: string;
  /** Body (it scrolls), or a function receiving `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Actions row that stays at the bottom of the sheet, above an on-screen keyboard, or a function
   * receiving `close`. @default undefined
   */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Where it sits. @default 'bottom' */
  placement?: SheetPlacement;
}

/**
 * A modal sheet for phones: the page behind is inert, focus is trapped inside and returns to the
 * trigger on close, Escape closes it (and a tap on the dimmed area above a bottom sheet). It fills
 * the visual viewport, so its footer stays visible above an on-screen keyboard.
 */
export function Sheet({
  title,
  closeLabel,
  children,
  footer,
  placement = 'bottom',
  isOpen,
  defaultOpen,
  onOpenChange,
}: SheetProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  const triggerState = useContext(OverlayTriggerStateContext);
  const open = isOpen ?? triggerState?.isOpen ?? defaultOpen ?? false;
  const box = useVisibleBox(open);
  return (
    <ModalOverlay
      lang={lang}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={placement === 'bottom'}
      className={`${themeClass} ${styles.overlay}`}
      // Computed from the visual viewport, not a caller's style: see useVisibleBox.
      style={box ? { top: box.top, height: box.height, bottom: 'auto' } : undefined}
    >
      <AriaModal className={`${styles.sheet} ${styles.placements[placement]}`}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} size="sm" onPress={close}>
                  <XIcon />
                </IconButton>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer ? (
                <div className={styles.footer} {...{ [toastAvoidAttribute]: '' }}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
