import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './progress-bar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends Pick<
  AriaProgressBarProps,
  | 'value'
  | 'minValue'
  | 'maxValue'
  | 'valueLabel'
  | 'formatOptions'
  | 'isIndeterminate'
  | 'aria-label'
  | 'id'
> {
  /** Visible label; when absent, pass `aria-label`. @default undefined */
  label?: ReactNode;
  /** Whether to show the value text (localised percent by default). @default true */
  showValue?: boolean;
}

/** Progress of a task (an import, setup steps left); indeterminate when the end is unknown. */
export function ProgressBar({ label, showValue = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {showValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          <div className={styles.track}>
            <div
              className={`${styles.fill} ${isIndeterminate ? styles.indeterminate : ''}`}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
