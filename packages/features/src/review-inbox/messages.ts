import { defineMessages, type MessageDescriptor } from 'react-intl';

const declared = defineMessages({
  filters: { id: 'reviews.filters.label', defaultMessage: 'Filter reviews' },
  location: { id: 'reviews.filters.location', defaultMessage: 'Location' },
  allLocations: { id: 'reviews.filters.location.all', defaultMessage: 'All locations' },
  rating: { id: 'reviews.filters.rating', defaultMessage: 'Stars' },
  ratingOption: {
    id: 'reviews.filters.rating.option',
    defaultMessage: '{rating, plural, one {# star} other {# stars}}',
  },
  type: { id: 'reviews.filters.type', defaultMessage: 'Type' },
  allTypes: { id: 'reviews.filters.type.all', defaultMessage: 'All types' },
  starsOnly: { id: 'reviews.filters.type.starsOnly', defaultMessage: 'Stars only' },
  withComment: { id: 'reviews.filters.type.withComment', defaultMessage: 'With comment' },
  response: { id: 'reviews.filters.response', defaultMessage: 'Response' },
  allResponses: { id: 'reviews.filters.response.all', defaultMessage: 'All responses' },
  from: { id: 'reviews.filters.from', defaultMessage: 'From' },
  to: { id: 'reviews.filters.to', defaultMessage: 'To' },
  dateRangeReversed: {
    id: 'reviews.filters.dateRangeReversed',
    defaultMessage: 'This date is before the “From” date, so no review can match.',
  },
  search: { id: 'reviews.filters.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'reviews.filters.search.placeholder',
    defaultMessage: 'Text or author',
  },
  reset: { id: 'reviews.filters.reset', defaultMessage: 'Reset filters' },
  openFilters: { id: 'reviews.filters.open', defaultMessage: 'Filters' },
  openFiltersLabel: {
    id: 'reviews.filters.open.label',
    defaultMessage:
      '{count, plural, =0 {Filters} one {Filters, # active} other {Filters, # active}}',
  },
  apply: { id: 'reviews.filters.apply', defaultMessage: 'Apply filters' },
  activeFilters: { id: 'reviews.filters.active', defaultMessage: 'Active filters' },
  removeFilter: { id: 'reviews.filters.chip.remove', defaultMessage: 'Remove filter: {filter}' },
  chipFrom: { id: 'reviews.filters.chip.from', defaultMessage: 'From {date}' },
  chipTo: { id: 'reviews.filters.chip.to', defaultMessage: 'Until {date}' },
  chipSearch: { id: 'reviews.filters.chip.search', defaultMessage: 'Search: {text}' },
  // "0 reviews" beside the empty state's own words, not a second sentence that disagrees with
  // them (designer review: "No matching reviews" above "No reviews yet").
  count: {
    id: 'reviews.count',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  },
  list: { id: 'reviews.list.label', defaultMessage: 'Reviews' },
  loadingMore: { id: 'reviews.list.loadingMore', defaultMessage: 'Loading more reviews…' },
  loading: { id: 'reviews.list.loading', defaultMessage: 'Loading reviews…' },
  empty: { id: 'reviews.empty.title', defaultMessage: 'No reviews yet' },
  connect: { id: 'reviews.empty.connect', defaultMessage: 'Connect a Google account' },
  emptyHelp: {
    id: 'reviews.empty.description',
    defaultMessage:
      'Connect a Google account and grant a location: its reviews are imported and show here.',
  },
  filteredEmpty: { id: 'reviews.filteredEmpty.title', defaultMessage: 'No reviews match' },
  filteredEmptyHelp: {
    id: 'reviews.filteredEmpty.description',
    defaultMessage: 'Change or reset the filters to see more reviews.',
  },
  error: { id: 'reviews.error', defaultMessage: 'The reviews could not be loaded.' },
  retry: { id: 'reviews.retry', defaultMessage: 'Try again' },
  shortcuts: { id: 'reviews.shortcuts.open', defaultMessage: 'Keyboard shortcuts' },
  skipToReviews: { id: 'reviews.skipToReviews', defaultMessage: 'Skip to the reviews' },
  skipPastReviews: { id: 'reviews.skipPastReviews', defaultMessage: 'Skip past the reviews' },
  shortcutsTitle: { id: 'reviews.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  close: { id: 'reviews.shortcuts.close', defaultMessage: 'Close' },
  shortcutNext: { id: 'reviews.shortcuts.next', defaultMessage: 'Next review' },
  shortcutPrevious: { id: 'reviews.shortcuts.previous', defaultMessage: 'Previous review' },
  shortcutReply: { id: 'reviews.shortcuts.reply', defaultMessage: 'Open the reply editor' },
  shortcutClose: { id: 'reviews.shortcuts.close.editor', defaultMessage: 'Close the reply editor' },
  shortcutHelp: { id: 'reviews.shortcuts.help', defaultMessage: 'Show these shortcuts' },
  keyEscape: {
    id: 'reviews.shortcuts.key.escape',
    defaultMessage: 'Esc',
  },
  keySelect: { id: 'reviews.shortcuts.key.select', defaultMessage: 'Space' },
  keySelectRange: { id: 'reviews.shortcuts.key.selectRange', defaultMessage: 'Shift + Space' },
  shortcutSelect: {
    id: 'reviews.shortcuts.select',
    defaultMessage: 'Select the review, or deselect it',
  },
  shortcutSelectRange: {
    id: 'reviews.shortcuts.selectRange',
    defaultMessage: 'Select the reviews from the last one selected to this one',
  },
  keyLeaveAfter: {
    id: 'reviews.shortcuts.key.leaveAfter',
    defaultMessage: 'Ctrl + End',
  },
  keyLeaveBefore: {
    id: 'reviews.shortcuts.key.leaveBefore',
    defaultMessage: 'Ctrl + Home',
  },
  shortcutLeaveAfter: {
    id: 'reviews.shortcuts.leaveAfter',
    defaultMessage: 'Leave the list, to what follows it',
  },
  shortcutLeaveBefore: {
    id: 'reviews.shortcuts.leaveBefore',
    defaultMessage: 'Leave the list, to what comes before it',
  },
  shortcutNote: {
    id: 'reviews.shortcuts.note',
    defaultMessage:
      'Shortcuts work while a review has focus (press Tab to reach the list), never while you type.',
  },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const messages: Record<keyof typeof declared, MessageDescriptor> = declared;
