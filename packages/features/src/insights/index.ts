export { Insights } from './insights';
export type { InsightsProps } from './insights';
