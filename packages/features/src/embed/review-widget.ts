export { EmbedProvider } from './embed-provider';
export { ReviewWidget, reviewWidgetLayouts } from './review-widget-view';
export type { ReviewWidgetLayout, ReviewWidgetProps } from './review-widget-view';
