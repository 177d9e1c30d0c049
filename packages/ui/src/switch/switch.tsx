import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps extends Pick<
  AriaSwitchProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'value'
  | 'name'
  | 'isDisabled'
  | 'isReadOnly'
  | 'autoFocus'
  | 'id'
  | 'aria-label'
> {
  /** Whether it is on, when the parent owns the state (with `onChange`). */
  isSelected?: boolean;
  /** Whether it starts on, when the switch owns its state. @default false */
  defaultSelected?: boolean;
  /** Called with the new state when the user flips it; the change should take effect at once. */
  onChange?: (isSelected: boolean) => void;
  /** The value sent with the form while it is on. */
  value?: string;
  /** The form field name it is submitted under. */
  name?: string;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Visible label; when absent, pass `aria-label`. @default undefined */
  children?: ReactNode;
}

/** An on/off switch (e.g. dark mode, auto-publish): takes effect at once, unlike a checkbox. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.root}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
