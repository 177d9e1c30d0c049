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
