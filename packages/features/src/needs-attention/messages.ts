import { defineMessages } from 'react-intl';

/** The texts of the needs-attention list (issue 18); counts are ICU plurals in the locale. */
export const messages = defineMessages({
  heading: { id: 'attention.heading', defaultMessage: 'Needs attention' },
  loading: { id: 'attention.loading', defaultMessage: 'Loading what needs attention' },
  loadFailed: {
    id: 'attention.loadFailed',
    defaultMessage: 'What needs attention could not be loaded.',
  },
  retry: { id: 'attention.retry', defaultMessage: 'Retry' },
  emptyTitle: { id: 'attention.empty.title', defaultMessage: 'Nothing needs your attention' },
  emptyText: {
    id: 'attention.empty.text',
    defaultMessage:
      'Expired Google access, drafts to approve and unanswered low ratings will show up here.',
  },
  googleTitle: {
    id: 'attention.google.title',
    defaultMessage:
      '{reason, select, missing_scopes {Google access is missing permissions} other {Google access has expired}}',
  },
  googleText: {
    id: 'attention.google.text',
    defaultMessage:
      '{email}: the reviews of {count, plural, =0 {its locations} one {# location} other {# locations}} no longer update.',
  },
  googleAction: { id: 'attention.google.action', defaultMessage: 'Reauthorize' },
  pastDueTitle: { id: 'attention.pastDue.title', defaultMessage: 'Payment required' },
  pastDueText: {
    id: 'attention.pastDue.text',
    defaultMessage:
      'A subscription for {count, plural, one {# location} other {# locations}} is past due.',
  },
  pastDueAction: { id: 'attention.pastDue.action', defaultMessage: 'Pay now' },
  grantTitle: {
    id: 'attention.grant.title',
    defaultMessage:
      '{count, plural, one {# location is not granted} other {# locations are not granted}}',
  },
  grantText: {
    id: 'attention.grant.text',
    defaultMessage:
      '{count, plural, one {{name} imports no reviews until you grant it.} other {They import no reviews until you grant them.}}',
  },
  grantAction: { id: 'attention.grant.action', defaultMessage: 'Grant locations' },
  lowTitle: {
    id: 'attention.low.title',
    defaultMessage:
      '{count, plural, one {# low rating waits for an answer} other {# low ratings wait for an answer}}',
  },
  lowText: {
    id: 'attention.low.text',
    defaultMessage: '1- and 2-star reviews unanswered for more than 24 hours.',
  },
  lowAction: { id: 'attention.low.action', defaultMessage: 'Answer them' },
  draftsTitle: {
    id: 'attention.drafts.title',
    defaultMessage:
      '{count, plural, one {# draft awaits your approval} other {# drafts await your approval}}',
  },
  draftsText: {
    id: 'attention.drafts.text',
    defaultMessage: 'Replies written by the AI wait to be reviewed and published.',
  },
  draftsAction: { id: 'attention.drafts.action', defaultMessage: 'Review drafts' },
  // At zero the card says so: "almost used up" over "no AI replies left" read wrong (owner trial 7).
  quotaTitle: {
    id: 'attention.quota.title',
    defaultMessage: '{count, plural, =0 {No AI replies left} other {AI replies almost used up}}',
  },
  quotaText: {
    id: 'attention.quota.text',
    defaultMessage:
      '{count, plural, =0 {You have used all {limit, number} AI replies of this billing period.} one {# of {limit, number} AI replies left this billing period.} other {# of {limit, number} AI replies left this billing period.}}',
  },
  quotaAction: { id: 'attention.quota.action', defaultMessage: 'Get more replies' },
});
