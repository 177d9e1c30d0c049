export { BoosterConfig } from './booster-config';
export type { BoosterConfigProps } from './booster-config';
