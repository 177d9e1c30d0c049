import { defineMessages, type MessageDescriptor } from 'react-intl';

const declared = defineMessages({
  period: { id: 'insights.period.label', defaultMessage: 'Period' },
  period30d: { id: 'insights.period.30d', defaultMessage: '30 days' },
  period90d: { id: 'insights.period.90d', defaultMessage: '90 days' },
  period12m: { id: 'insights.period.12m', defaultMessage: '12 months' },
  location: { id: 'insights.location.label', defaultMessage: 'Location' },
  allLocations: { id: 'insights.location.all', defaultMessage: 'All locations' },
  range: {
    id: 'insights.range',
    defaultMessage: '{from} – {to}, compared with {previousFrom} – {previousTo}',
  },
  loading: { id: 'insights.loading', defaultMessage: 'Loading insights…' },
  error: { id: 'insights.error', defaultMessage: 'The insights could not be loaded.' },
  retry: { id: 'insights.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'insights.empty.title', defaultMessage: 'No reviews in this period' },
  emptyNotGranted: {
    id: 'insights.empty.notGranted',
    defaultMessage:
      '{name} is not granted yet, so its reviews are not imported. Grant it under Google accounts.',
  },
  emptyText: {
    id: 'insights.empty.text',
    defaultMessage:
      'Choose a longer period or another location, or collect reviews with the review booster.',
  },
  kpiAverageRating: { id: 'insights.kpi.averageRating', defaultMessage: 'Average rating' },
  kpiReviewCount: { id: 'insights.kpi.reviewCount', defaultMessage: 'Reviews' },
  kpiResponseRate: { id: 'insights.kpi.responseRate', defaultMessage: 'Response rate' },
  kpiMedianResponseHours: {
    id: 'insights.kpi.medianResponseHours',
    defaultMessage: 'Median response time',
  },
  kpiAiShare: { id: 'insights.kpi.aiShare', defaultMessage: 'Answered by AI' },
  noData: { id: 'insights.noData', defaultMessage: 'no data' },
  change: { id: 'insights.change', defaultMessage: '{change} vs. previous period' },
  noChange: { id: 'insights.change.none', defaultMessage: 'no previous figures' },
  showTable: { id: 'insights.chart.showTable', defaultMessage: 'Show as table' },
  // The table's scroll box is a region of its own: named apart from the chart's section.
  tableLabel: { id: 'insights.chart.tableLabel', defaultMessage: '{title} as a table' },
  showChart: { id: 'insights.chart.showChart', defaultMessage: 'Show as chart' },
  keyboardHint: {
    id: 'insights.chart.keyboardHint',
    defaultMessage: 'Use the arrow keys to move between the data points.',
  },
  trendTitle: { id: 'insights.trend.title', defaultMessage: 'Rating trend' },
  trendSummary: {
    id: 'insights.trend.summary',
    defaultMessage:
      '{count, plural, =0 {No ratings in this period.} other {Average rating from {first} to {last}: {start} at the start, {end} at the end, lowest {min}, highest {max}.}}',
  },
  trendPoint: {
    id: 'insights.trend.point',
    defaultMessage:
      '{period}: {rating, select, none {no ratings} other {{rating} stars}}, {count, plural, one {# review} other {# reviews}}',
  },
  volumeTitle: { id: 'insights.volume.title', defaultMessage: 'Review volume' },
  volumeSummary: {
    id: 'insights.volume.summary',
    defaultMessage:
      '{total, plural, one {# review} other {# reviews}} from {first} to {last}. Busiest: {busiest} ({max}).',
  },
  volumePoint: {
    id: 'insights.volume.point',
    defaultMessage: '{period}: {count, plural, one {# review} other {# reviews}}',
  },
  distributionTitle: { id: 'insights.distribution.title', defaultMessage: 'Star distribution' },
  distributionSummary: {
    id: 'insights.distribution.summary',
    defaultMessage: '{five} of the reviews have 5 stars and {low} have 1 or 2 stars.',
  },
  distributionPoint: {
    id: 'insights.distribution.point',
    defaultMessage:
      '{stars, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}} ({share})',
  },
  stars: {
    id: 'insights.distribution.stars',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}',
  },
  columnPeriod: { id: 'insights.column.period', defaultMessage: 'Period' },
  columnStars: { id: 'insights.column.stars', defaultMessage: 'Stars' },
  columnShare: { id: 'insights.column.share', defaultMessage: 'Share' },
  columnLocation: { id: 'insights.column.location', defaultMessage: 'Location' },
  columnRatingChange: { id: 'insights.column.ratingChange', defaultMessage: 'Rating change' },
  tableTitle: { id: 'insights.table.title', defaultMessage: 'By location' },
  exportCsv: { id: 'insights.table.export', defaultMessage: 'Export CSV' },
  csvFile: { id: 'insights.table.file', defaultMessage: 'insights-{period}-{to}.csv' },
});

/** Texts of the insights widget (issue 18); typed loosely, as react-intl 12 infers no value types. */
export const messages: Record<keyof typeof declared, MessageDescriptor> = declared;
