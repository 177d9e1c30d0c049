export { EmbedProvider } from './embed-provider';
export { ReviewWidget, reviewWidgetLayouts } from './review-widget';
export type { ReviewWidgetLayout, ReviewWidgetProps } from './review-widget';
