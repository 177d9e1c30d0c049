export { HomeSummary, setupStepsLeft } from './home-summary';
export type { HomeSummaryProps } from './home-summary';
