export { EmbedProvider } from './embed-provider';
export { BoosterWidget } from './booster-widget-view';
export type { BoosterWidgetProps } from './booster-widget-view';
