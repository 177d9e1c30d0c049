import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  type DialogProps as AriaDialogProps,
} from 'react-aria-components';
import { IconButton } from '../icon-button/icon-button';
import { XIcon } from '../icon/icons';
import * as styles from './dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps extends Pick<AriaDialogProps, 'role' | 'id' | 'aria-label'> {
  /** `alertdialog` for an urgent question that needs an answer ("Delete this?"); screen readers announce it at once. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** The element id. */
  id?: string;
  /** The accessible name, when the `title` alone does not name it well. @default the title */
  'aria-label'?: string;
  /** Heading that names the dialog. */
  title: ReactNode;
  /**
   * Accessible name of the × button in the corner. Without it there is no × button, and the
   * content must offer a way to close (e.g. a `footer` button calling `close`). @default undefined
   */
  closeLabel?: string;
  /** Body, or a function receiving `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Actions row, or a function receiving `close`. @default undefined */
  footer?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The content of a modal, drawer or popover: a titled region that traps focus while open and
 * returns it to the trigger on close. Put it inside `Modal` (or `DialogTrigger` + `Modal`).
 */
export function Dialog({ title, closeLabel, children, footer, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {closeLabel ? (
              <IconButton label={closeLabel} size="sm" onPress={close}>
                <XIcon />
              </IconButton>
            ) : null}
          </div>
          {typeof children === 'function' ? children(close) : children}
          {footer ? (
            <DialogActions>{typeof footer === 'function' ? footer(close) : footer}</DialogActions>
          ) : null}
        </>
      )}
    </AriaDialog>
  );
}

/**
 * A dialog's buttons, the way back first and the act last: side by side at the end of the line,
 * stacked at full width on a phone. The `footer` of {@link Dialog} is one; use it directly for
 * actions inside the dialog's own form (a submit button must stay in its form).
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export { DialogTrigger };
