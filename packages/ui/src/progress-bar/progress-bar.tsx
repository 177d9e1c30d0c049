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
  /** How far along it is, between `minValue` and `maxValue`. @default 0 */
  value?: number;
  /** The value at the start. @default 0 */
  minValue?: number;
  /** The value when done. @default 100 */
  maxValue?: number;
  /** Replaces the shown and announced value text, e.g. "3 of 5 files". @default the localised percent */
  valueLabel?: ReactNode;
  /** How the value is written, e.g. `{ style: 'unit', unit: 'megabyte' }`. @default { style: 'percent' } */
  formatOptions?: Intl.NumberFormatOptions;
  /** Animates without a value, for a task whose length cannot be told. @default false */
  isIndeterminate?: boolean;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The element id. */
  id?: string;
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
