export { EmbedProvider } from './embed-provider';
export { BoosterWidget } from './booster-widget';
export type { BoosterWidgetProps } from './booster-widget';
