import { useContext, useEffect, useState, type ReactNode } from 'react';
import {
  Modal as AriaModal,
  ModalOverlay,
  OverlayTriggerStateContext,
  type ModalOverlayProps,
} from 'react-aria-components';
import * as styles from './modal.css';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';

/** Sizes, shared by the component, its types and its stories. */
export const modalSizes = ['sm', 'md', 'lg'] as const satisfies readonly ModalSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ModalSize = 'sm' | 'md' | 'lg';

/** Vertical positions: centred, or stuck to the bottom (cookie consent). */
export const modalPositions = ['center', 'bottom'] as const satisfies readonly ModalPosition[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ModalPosition = 'center' | 'bottom';

/** Props of {@link Modal}. */
export interface ModalProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** Whether it is open, when the parent owns the state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Whether it starts open, when it owns its state. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when it opens or closes (Escape, a click outside, a button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** A `Dialog`. */
  children: ReactNode;
  /** Width. @default 'md' */
  size?: ModalSize;
  /** Where it sits. @default 'center' */
  position?: ModalPosition;
  /**
   * For a choice that must be made: Escape and a click outside do not close the modal, and
   * `onClosePrevented` fires instead. Buttons inside that call `close` still close
   * it. @default false
   */
  preventClose?: boolean;
  /** Called when Escape or a click outside was ignored because of `preventClose`. @default undefined */
  onClosePrevented?: () => void;
}

/**
 * A modal overlay: the page behind is inert and dimmed, focus is trapped inside and returns to
 * the trigger on close. Controlled with `isOpen`, or opened by a surrounding `DialogTrigger`.
 *
 * Use it for a short task or decision that must be finished or cancelled before the page goes
 * on: an invoice, a confirmation, a form of a few fields. Put a `Dialog` inside it for the title
 * and the actions; for "are you sure?" use an `AlertDialog`. Do not use it for information the
 * user may want beside the page (use an Alert or an inline panel), for a long task or one that
 * needs the page behind (a page of its own), for a phone's full-height panel (a `Sheet`), or for
 * navigation (a `Drawer`). Never open one modal on top of another.
 */
export function Modal({
  children,
  size = 'md',
  position = 'center',
  preventClose = false,
  onClosePrevented,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ModalProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  const triggerState = useContext(OverlayTriggerStateContext);
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const open = isOpen ?? triggerState?.isOpen ?? defaultOpen ?? false;

  // react-aria's own dismissal is off under preventClose, so report the attempts ourselves.
  useEffect(() => {
    if (!preventClose || !open || !overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An inner overlay (a select or menu inside the modal) that handled Escape has priority.
      if (event.key === 'Escape' && !event.defaultPrevented) onClosePrevented?.();
    };
    const onPointerDown = (event: PointerEvent) => {
      // Only the dimmed area around the modal, not the content.
      if (event.target === overlay) onClosePrevented?.();
    };
    document.addEventListener('keydown', onKeyDown);
    overlay.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      overlay.removeEventListener('pointerdown', onPointerDown);
    };
  }, [preventClose, open, overlay, onClosePrevented]);

  return (
    <ModalOverlay
      lang={lang}
      ref={setOverlay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={!preventClose}
      isKeyboardDismissDisabled={preventClose}
      className={`${themeClass} ${styles.overlay} ${position === 'bottom' ? styles.bottom : ''}`}
    >
      <AriaModal className={`${styles.modal} ${styles.sizes[size]}`}>{children}</AriaModal>
    </ModalOverlay>
  );
}
