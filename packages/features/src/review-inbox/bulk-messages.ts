import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of the inbox's selection, bulk actions, sort and saved views (issue 18). */
const declared = defineMessages({
  selectReview: {
    id: 'reviews.bulk.select',
    defaultMessage: 'Select the review of {author} from {date}',
  },
  selectMode: { id: 'reviews.bulk.selectMode', defaultMessage: 'Select' },
  selectModeDone: { id: 'reviews.bulk.selectMode.done', defaultMessage: 'Done selecting' },
  barLabel: { id: 'reviews.bulk.bar', defaultMessage: 'Selected reviews' },
  showDrafts: { id: 'reviews.bulk.showDrafts', defaultMessage: 'Review the drafts' },
  selected: {
    id: 'reviews.bulk.selected',
    defaultMessage: '{count, plural, =0 {No review selected} one {# selected} other {# selected}}',
  },
  selectAllMatching: {
    id: 'reviews.bulk.selectAll',
    defaultMessage:
      'Select all {count, plural, one {# matching review} other {# matching reviews}}',
  },
  clear: { id: 'reviews.bulk.clear', defaultMessage: 'Clear selection' },
  publish: { id: 'reviews.bulk.publish', defaultMessage: 'Approve and publish drafts' },
  generate: { id: 'reviews.bulk.generate', defaultMessage: 'Generate AI drafts' },
  noDrafts: {
    id: 'reviews.bulk.noDrafts',
    defaultMessage: 'None of the selected reviews has a draft to publish.',
  },
  noneToGenerate: {
    id: 'reviews.bulk.noneToGenerate',
    defaultMessage: 'Every selected review has a reply or a draft already.',
  },
  collecting: {
    id: 'reviews.bulk.collecting',
    defaultMessage: 'Listing the matching reviews…',
  },
  collectFailed: {
    id: 'reviews.bulk.collectFailed',
    defaultMessage: 'The matching reviews could not be listed. Nothing was changed.',
  },
  titlePublish: { id: 'reviews.bulk.title.publish', defaultMessage: 'Publishing drafts' },
  titleGenerate: { id: 'reviews.bulk.title.generate', defaultMessage: 'Generating AI drafts' },
  progress: {
    id: 'reviews.bulk.progress',
    defaultMessage: '{done} of {total} done',
  },
  startedPublish: {
    id: 'reviews.bulk.started.publish',
    defaultMessage: 'Publishing {total, plural, one {# draft} other {# drafts}}…',
  },
  startedGenerate: {
    id: 'reviews.bulk.started.generate',
    defaultMessage: 'Generating {total, plural, one {# AI draft} other {# AI drafts}}…',
  },
  stop: { id: 'reviews.bulk.stop', defaultMessage: 'Stop' },
  interrupted: {
    id: 'reviews.bulk.interrupted',
    defaultMessage:
      'This action was interrupted: {left, plural, one {# review is} other {# reviews are}} still to do.',
  },
  resume: { id: 'reviews.bulk.resume', defaultMessage: 'Resume' },
  discard: { id: 'reviews.bulk.discard', defaultMessage: 'Discard' },
  summaryPublish: {
    id: 'reviews.bulk.summary.publish',
    defaultMessage: '{done} of {total} published',
  },
  summaryGenerate: {
    id: 'reviews.bulk.summary.generate',
    defaultMessage: '{done} of {total} AI drafts generated',
  },
  failedCount: {
    id: 'reviews.bulk.failed',
    defaultMessage: '{count, plural, one {# failed:} other {# failed:}}',
  },
  failedList: { id: 'reviews.bulk.failed.list', defaultMessage: 'Failed reviews' },
  failure: { id: 'reviews.bulk.failure', defaultMessage: '{author}: {reason}' },
  skipped: {
    id: 'reviews.bulk.skipped',
    defaultMessage:
      '{count, plural, one {# selected review was left as it is: the action does not apply to it.} other {# selected reviews were left as they are: the action does not apply to them.}}',
  },
  reasonNetwork: {
    id: 'reviews.bulk.reason.network',
    defaultMessage: 'The server could not be reached.',
  },
  reasonStatus: {
    id: 'reviews.bulk.reason.status',
    defaultMessage: 'The server answered with error {status}.',
  },
  reasonUnknown: {
    id: 'reviews.bulk.reason.unknown',
    defaultMessage: 'The server gave an unexpected answer.',
  },
  retryFailed: { id: 'reviews.bulk.retryFailed', defaultMessage: 'Retry the failed ones' },
  dismiss: { id: 'reviews.bulk.dismiss', defaultMessage: 'Dismiss' },
  confirmCancel: { id: 'reviews.bulk.confirm.cancel', defaultMessage: 'Cancel' },
  confirmPublishTitle: {
    id: 'reviews.bulk.confirm.publish.title',
    defaultMessage: 'Publish {count, plural, one {# reply} other {# replies}} to Google?',
  },
  confirmPublishText: {
    id: 'reviews.bulk.confirm.publish.text',
    defaultMessage:
      'The drafts of the selected reviews are published on Google as they are, where everyone can read them. Selected reviews without a draft are left as they are.',
  },
  confirmPublish: {
    id: 'reviews.bulk.confirm.publish',
    defaultMessage: 'Publish {count, plural, one {# reply} other {# replies}}',
  },
  confirmGenerateTitle: {
    id: 'reviews.bulk.confirm.generate.title',
    defaultMessage: 'Generate {count, plural, one {# AI draft} other {# AI drafts}}?',
  },
  confirmGenerateText: {
    id: 'reviews.bulk.confirm.generate.text',
    defaultMessage:
      'Drafts are not published: each waits for your approval. Selected reviews that already have a reply or a draft are left as they are.',
  },
  confirmGenerateQuota: {
    id: 'reviews.bulk.confirm.generate.quota',
    defaultMessage:
      '{left, plural, one {This uses {used, number} of your # AI reply left.} other {This uses {used, number} of your # AI replies left.}}',
  },
  confirmGenerateOver: {
    id: 'reviews.bulk.confirm.generate.over',
    defaultMessage:
      '{count, plural, one {# review gets no draft: the AI replies run out before it.} other {# reviews get no draft: the AI replies run out before them.}}',
  },
  confirmGenerate: {
    id: 'reviews.bulk.confirm.generate',
    defaultMessage: 'Generate {count, plural, one {# draft} other {# drafts}}',
  },
  quotaZero: {
    id: 'reviews.bulk.quota.zero',
    defaultMessage: 'No AI replies left: generating AI drafts is off until {date}.',
  },
  quotaFailed: {
    id: 'reviews.bulk.quota.failed',
    defaultMessage: 'Retrying cannot help while no AI replies are left.',
  },
  quotaMore: { id: 'reviews.bulk.quota.more', defaultMessage: 'Get more AI replies' },
  view: { id: 'reviews.view.label', defaultMessage: 'View' },
  viewAll: { id: 'reviews.view.all', defaultMessage: 'All reviews' },
  viewAttention: { id: 'reviews.view.attention', defaultMessage: 'Needs attention' },
  viewAttentionHint: {
    id: 'reviews.view.attention.hint',
    defaultMessage:
      'Drafts awaiting your approval, and 1–2 star reviews unanswered for more than 24 hours.',
  },
  sort: { id: 'reviews.sort.label', defaultMessage: 'Sort' },
  sortNewest: { id: 'reviews.sort.newest', defaultMessage: 'Newest first' },
  sortOldest: { id: 'reviews.sort.oldest', defaultMessage: 'Oldest first' },
  sortRating: { id: 'reviews.sort.rating', defaultMessage: 'Lowest rating first' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const bulkMessages: Record<keyof typeof declared, MessageDescriptor> = declared;
