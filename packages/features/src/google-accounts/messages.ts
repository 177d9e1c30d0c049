import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The texts of the Google accounts screen (spec section 2). */
const declared = defineMessages({
  connect: { id: 'googleAccounts.action.connect', defaultMessage: 'Connect a Google account' },
  sync: { id: 'googleAccounts.action.sync', defaultMessage: 'Update all accounts' },
  reauthorize: { id: 'googleAccounts.action.reauthorize', defaultMessage: 'Reauthorize' },
  reauthorizeLabel: {
    id: 'googleAccounts.action.reauthorizeLabel',
    defaultMessage: 'Reauthorize {email}',
  },
  connected: { id: 'googleAccounts.status.connected', defaultMessage: 'Connected' },
  disconnected: { id: 'googleAccounts.status.disconnected', defaultMessage: 'Not connected' },
  tokenInvalid: { id: 'googleAccounts.status.tokenInvalid', defaultMessage: 'Access expired' },
  missingScopes: {
    id: 'googleAccounts.status.missingScopes',
    defaultMessage: 'Missing permissions',
  },
  needsReauth: {
    id: 'googleAccounts.needsReauth',
    defaultMessage:
      'This account must be reauthorized: its access expired or permissions are missing, so its reviews are not updated.',
  },
  locations: { id: 'googleAccounts.locations', defaultMessage: 'Locations' },
  noLocations: { id: 'googleAccounts.locations.none', defaultMessage: 'No locations yet.' },
  type: { id: 'googleAccounts.location.type', defaultMessage: 'Type: {type}' },
  rating: { id: 'googleAccounts.location.rating', defaultMessage: '{rating} of 5 stars' },
  noData: { id: 'googleAccounts.location.noData', defaultMessage: 'Rating: no data' },
  subscriptions: {
    id: 'googleAccounts.location.subscriptions',
    defaultMessage: 'Subscriptions: {list}',
  },
  noSubscriptions: {
    id: 'googleAccounts.location.noSubscriptions',
    defaultMessage: 'No subscription',
  },
  productResponder: { id: 'googleAccounts.product.responder', defaultMessage: 'Review Responder' },
  productBooster: { id: 'googleAccounts.product.booster', defaultMessage: 'Review Booster' },
  granted: { id: 'googleAccounts.location.granted', defaultMessage: 'Active' },
  paused: { id: 'googleAccounts.location.paused', defaultMessage: 'Paused' },
  pausedHelp: {
    id: 'googleAccounts.location.pausedHelp',
    defaultMessage: 'No new reviews arrive until the account is reauthorized.',
  },
  notGranted: { id: 'googleAccounts.location.notGranted', defaultMessage: 'Not granted' },
  grant: { id: 'googleAccounts.action.grant', defaultMessage: 'Grant' },
  grantLabel: { id: 'googleAccounts.action.grantLabel', defaultMessage: 'Grant {name}' },
  importing: { id: 'googleAccounts.import.running', defaultMessage: 'Importing reviews…' },
  imported: { id: 'googleAccounts.import.done', defaultMessage: 'Reviews imported.' },
  importFailed: { id: 'googleAccounts.import.failed', defaultMessage: 'The review import failed.' },
  loading: { id: 'googleAccounts.loading', defaultMessage: 'Loading Google accounts…' },
  loadFailed: {
    id: 'googleAccounts.loadFailed',
    defaultMessage: 'The Google accounts could not be loaded.',
  },
  retry: { id: 'googleAccounts.retry', defaultMessage: 'Try again' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const messages: Record<keyof typeof declared, MessageDescriptor> = declared;
