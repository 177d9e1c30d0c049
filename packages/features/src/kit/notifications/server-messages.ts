/* eslint-disable formatjs/enforce-id -- these ids are the server's message keys (spec section 8, packages/api mocks); the API contract spells them in snake_case, which the readable-id pattern does not allow. */
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Texts for every key the server (and the api layer) may send: the error catalogue of spec
 * section 8, the toast titles, and every key the mock backend of `@locperf/mocks` answers
 * with. Declared here so extraction puts them into `locales/en.json` and translators see them.
 */
export const serverMessages: Record<string, MessageDescriptor> = defineMessages({
  'toast.title.error': { id: 'toast.title.error', defaultMessage: 'Error' },
  'toast.title.success': { id: 'toast.title.success', defaultMessage: 'Success' },
  'toast.title.info': { id: 'toast.title.info', defaultMessage: 'Note' },
  note: { id: 'note', defaultMessage: 'Note' },
  'request.error.403': {
    id: 'request.error.403',
    defaultMessage: 'You are not allowed to do this.',
  },
  'request.error.404': { id: 'request.error.404', defaultMessage: 'The page was not found.' },
  'request.error.general': {
    id: 'request.error.general',
    defaultMessage:
      'Error {status}: {statusText}. Please try again, or contact support if the problem persists.',
  },
  'error.ooops': { id: 'error.ooops', defaultMessage: 'Ooops...! {message}' },
  'google.reply.delete_failed': {
    id: 'google.reply.delete_failed',
    defaultMessage: 'The Google reply could not be deleted. Please try again.',
  },
  'google.reply.publish_failed': {
    id: 'google.reply.publish_failed',
    defaultMessage: 'Google did not accept the reply. Please try again.',
  },
  'cart.locations_not_granted': {
    id: 'cart.locations_not_granted',
    defaultMessage:
      'Not all locations in your cart are granted. Please reload or update your cart and start the checkout again.',
  },
  'cart.error': {
    id: 'cart.error',
    defaultMessage: 'Something is wrong with your cart. Please check it and try again.',
  },
  'cart.price_not_found': {
    id: 'cart.price_not_found',
    defaultMessage: 'A product in your cart is no longer available and was removed.',
  },
  'cart.locations_changed': {
    id: 'cart.locations_changed',
    defaultMessage: 'Some locations of a cart item were already subscribed and were removed.',
  },
  'cart.no_locations': {
    id: 'cart.no_locations',
    defaultMessage: 'A cart item had no locations left and was removed.',
  },
  'auth.password_reset.link_invalid': {
    id: 'auth.password_reset.link_invalid',
    defaultMessage: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  'auth.password_reset.invalid_link': {
    id: 'auth.password_reset.invalid_link',
    defaultMessage: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  'auth.password_reset.not_activated': {
    id: 'auth.password_reset.not_activated',
    defaultMessage:
      'The password can only be reset for activated accounts. Please confirm your email address first.',
  },
  'auth.password_reset.sent': {
    id: 'auth.password_reset.sent',
    defaultMessage: 'We have sent a link to reset your password to {email}.',
  },
  'auth.password_reset.success': {
    id: 'auth.password_reset.success',
    defaultMessage: 'Your password has been changed. You can now sign in.',
  },
  'auth.confirm.token_invalid': {
    id: 'auth.confirm.token_invalid',
    defaultMessage: 'The email confirmation link is invalid.',
  },
  'auth.confirm.invalid_token': {
    id: 'auth.confirm.invalid_token',
    defaultMessage: 'The email confirmation link is invalid.',
  },
  'auth.confirm.success': {
    id: 'auth.confirm.success',
    defaultMessage: 'Your email address has been confirmed.',
  },
  'auth.signup.confirmation_sent': {
    id: 'auth.signup.confirmation_sent',
    defaultMessage: 'We have sent a confirmation email to {email}.',
  },
  'auth.signup.email_taken': {
    id: 'auth.signup.email_taken',
    defaultMessage: 'This email address is already registered.',
  },
  'auth.login.not_activated': {
    id: 'auth.login.not_activated',
    defaultMessage: 'Your account is not activated yet. Please confirm your email address.',
  },
  'auth.too_many_requests': {
    id: 'auth.too_many_requests',
    defaultMessage: 'Too many sign-in attempts. Please try again later.',
  },
  'auth.session.expired': {
    id: 'auth.session.expired',
    defaultMessage: 'Your session has expired. Please sign in again.',
  },
  'google.auth.missing': {
    id: 'google.auth.missing',
    defaultMessage: 'Google authentication is missing. Please connect your Google account.',
  },
  'google.auth.success': { id: 'google.auth.success', defaultMessage: 'Google account connected' },
  'google.auth.success.details': {
    id: 'google.auth.success.details',
    // The next step, when there is one, is a flash message of its own (the app's GrantNextStep).
    defaultMessage: 'Your Google account was connected successfully.',
  },
  'google.auth.rejected': {
    id: 'google.auth.rejected',
    defaultMessage: 'Google authentication rejected',
  },
  'google.auth.rejected.details': {
    id: 'google.auth.rejected.details',
    defaultMessage:
      'Access to your Google account was declined. Please try again and allow access.',
  },
  'google.auth.error': { id: 'google.auth.error', defaultMessage: 'Google authentication failed' },
  'google.auth.error.details': {
    id: 'google.auth.error.details',
    defaultMessage: 'Something went wrong while connecting your Google account. Please try again.',
  },
  'google.auth.missing_scopes': {
    id: 'google.auth.missing_scopes',
    defaultMessage: 'Permissions missing',
  },
  'google.auth.missing_scopes.details': {
    id: 'google.auth.missing_scopes.details',
    defaultMessage:
      'Not all requested permissions were granted. Please connect again and allow every permission.',
  },
  'google.accounts.update_failed': {
    id: 'google.accounts.update_failed',
    defaultMessage: '{failed} out of {total} Google accounts were updated',
  },
  'google.accounts.update_failed.detail': {
    id: 'google.accounts.update_failed.detail',
    defaultMessage: 'Failed: {message}',
  },
  'google.accounts.sync_result': {
    id: 'google.accounts.sync_result',
    defaultMessage: '{failed} out of {total} Google accounts could not be updated',
  },
  'google.accounts.sync_failed': {
    id: 'google.accounts.sync_failed',
    defaultMessage: 'Failed: {message}',
  },
  'google.accounts.synced': {
    id: 'google.accounts.synced',
    defaultMessage:
      '{total, plural, one {# Google account was updated.} other {# Google accounts were updated.}}',
  },
  'ai.quota.manual_exceeded': {
    id: 'ai.quota.manual_exceeded',
    defaultMessage: 'Your AI quota is used up: no more responses can be generated.',
  },
  'review.ai.quota_exceeded_manual': {
    id: 'review.ai.quota_exceeded_manual',
    defaultMessage: 'Your AI quota is used up: no more responses can be generated.',
  },
  'ai.quota.auto_exceeded': {
    id: 'ai.quota.auto_exceeded',
    defaultMessage:
      'Your AI quota for automatic replies is used up. A subscription is needed to continue.',
  },
  'settings.save_failed': {
    id: 'settings.save_failed',
    defaultMessage: 'The settings could not be saved.',
  },
  'settings.saved': { id: 'settings.saved', defaultMessage: 'Your changes have been saved.' },
  'invoice.load_failed': {
    id: 'invoice.load_failed',
    defaultMessage: 'The invoice could not be loaded.',
  },
  'promo.invalid': {
    id: 'promo.invalid',
    defaultMessage: 'This promo code does not exist or is no longer valid.',
  },
  'shop.promo_code.invalid': {
    id: 'shop.promo_code.invalid',
    defaultMessage: 'This promo code does not exist or is no longer valid.',
  },
  'subscription.required': {
    id: 'subscription.required',
    defaultMessage: 'This feature needs an active subscription.',
  },
  'subscription.canceled': {
    id: 'subscription.canceled',
    defaultMessage: 'Your subscription has been canceled.',
  },
  'subscription.already_canceled': {
    id: 'subscription.already_canceled',
    defaultMessage: 'This subscription has already been canceled.',
  },
  'subscription.resumed': {
    id: 'subscription.resumed',
    defaultMessage: 'The cancellation was undone: your subscription continues.',
  },
  'subscription.not_resumable': {
    id: 'subscription.not_resumable',
    defaultMessage: 'This cancellation can no longer be undone.',
  },
  'admin.signup_email.sent': {
    id: 'admin.signup_email.sent',
    defaultMessage: 'A registration email has been sent to {email}.',
  },
  'checkout.success': {
    id: 'checkout.success',
    defaultMessage: 'Thank you! Your order is complete.',
  },
  'checkout.payment_declined': {
    id: 'checkout.payment_declined',
    defaultMessage: 'The payment was declined. Please use another card.',
  },
  'checkout.idempotency_key.required': {
    id: 'checkout.idempotency_key.required',
    defaultMessage: 'The checkout could not be started. Please try again.',
  },
  'contact.sent': {
    id: 'contact.sent',
    defaultMessage: 'Thank you for your message. We will get back to you soon.',
  },
  'customers.in_use': {
    id: 'customers.in_use',
    defaultMessage: 'This invoice recipient is used by a subscription and cannot be deleted.',
  },
  'locations.import_started': {
    id: 'locations.import_started',
    defaultMessage: 'The review import has started.',
  },
  'profile.password.changed': {
    id: 'profile.password.changed',
    defaultMessage: 'Your password has been changed.',
  },
  'review.reply.deleted': {
    id: 'review.reply.deleted',
    defaultMessage: 'The reply has been deleted.',
  },
  'review.reply.published': {
    id: 'review.reply.published',
    defaultMessage: 'The reply has been published.',
  },
  'review.reply.updated': {
    id: 'review.reply.updated',
    defaultMessage: 'The reply has been updated.',
  },
  'validation.required': { id: 'validation.required', defaultMessage: 'This field is required' },
  'validation.min_length': {
    id: 'validation.min_length',
    defaultMessage: 'Enter at least {num} characters',
  },
  'validation.email': { id: 'validation.email', defaultMessage: 'Invalid Email Address' },
  'validation.zip_code': {
    id: 'validation.zip_code',
    defaultMessage: 'Please enter a valid postal code',
  },
  'validation.vat_id': {
    id: 'validation.vat_id',
    defaultMessage: 'Enter an EU VAT ID with its country code, e.g. DE123456789',
  },
  'validation.invalid_credentials': {
    id: 'validation.invalid_credentials',
    defaultMessage: 'Invalid credentials',
  },
  // "Invalid credentials" under the current password said less (fourth owner trial).
  'validation.current_password_wrong': {
    id: 'validation.current_password_wrong',
    defaultMessage: 'This is not your current password.',
  },
  'validation.too_long': { id: 'validation.too_long', defaultMessage: 'This text is too long.' },
  'validation.too_long.max': {
    id: 'validation.too_long.max',
    defaultMessage: 'This text is too long: at most {num, number} characters.',
  },
  'validation.invalid': { id: 'validation.invalid', defaultMessage: 'This value is not valid.' },
  'validation.timezone': {
    id: 'validation.timezone',
    defaultMessage: 'Choose a time zone from the list, for example Europe/Berlin.',
  },
});
