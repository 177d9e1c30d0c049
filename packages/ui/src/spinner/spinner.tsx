import { ProgressBar } from 'react-aria-components';
import * as styles from './spinner.css';

/** Sizes, shared by the component, its types and its stories. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly SpinnerSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, e.g. "Loading reviews": a spinner without a name tells nobody anything. */
  label: string;
  /** Size. @default 'md' */
  size?: SpinnerSize;
}

/** An indeterminate busy indicator (a progress bar without value). */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label}>
      <span className={`${styles.spinner} ${styles.sizes[size]}`} />
    </ProgressBar>
  );
}
