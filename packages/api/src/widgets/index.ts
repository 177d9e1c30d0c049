export {
  createWidgetClient,
  getWidgetBooster,
  getWidgetReviews,
  WIDGET_TOKEN_HEADER,
  widgetBoosterSchema,
  WidgetError,
  widgetLocationSchema,
  widgetReviewSchema,
  widgetReviewsQuerySchema,
  widgetReviewsSchema,
} from './widgets';
export type {
  WidgetBooster,
  WidgetClient,
  WidgetClientOptions,
  WidgetErrorKind,
  WidgetLocation,
  WidgetReview,
  WidgetReviews,
  WidgetReviewsQuery,
} from './widgets';
export { useWidgetData } from './use-widget-data';
export type { WidgetData, WidgetDataState } from './use-widget-data';
