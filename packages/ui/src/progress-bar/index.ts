export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
