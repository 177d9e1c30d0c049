import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon, XIcon } from '../icon/icons';
import { tones, type Tone } from '../theme/palette';
import * as styles from './alert.css';

/** Flash-message types (spec section 3), shared by the component, its types and its stories. */
export const alertTypes = tones;
export type AlertType = Tone;

const icons: Record<AlertType, ReactNode> = {
  error: <ErrorIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
  success: <SuccessIcon />,
};

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Type, which sets colour, icon and urgency. @default 'info' */
  type?: AlertType;
  /** Headline. @default undefined */
  title?: ReactNode;
  /**
   * The message. The spec renders flash messages as HTML; ui takes React nodes, so the app
   * decides how (and whether) to turn server markup into nodes, and sanitises it.
   */
  children?: ReactNode;
  /** Called by the close button; without it there is no close button. @default undefined */
  onClose?: () => void;
  /** Accessible name of the close button, e.g. "Close". Required with `onClose`. @default undefined */
  closeLabel?: string;
}

/**
 * A flash message. Errors and warnings are announced at once (`role="alert"`); info and success
 * politely (`role="status"`), so they do not interrupt.
 */
export function Alert({ type = 'info', title, children, onClose, closeLabel }: AlertProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`${styles.alert} ${styles.types[type]}`}>
      {icons[type]}
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onClose && closeLabel ? (
        <Button aria-label={closeLabel} onPress={onClose} className={styles.close}>
          <XIcon />
        </Button>
      ) : null}
    </div>
  );
}
