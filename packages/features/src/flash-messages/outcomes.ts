import type { FlashType, NotificationCenter } from '@locperf/features/notifications';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/*
 * The outcomes of full-page flows that a toast would show too briefly (spec sections 3 and 4,
 * Flash message): they stay above the page until closed, cleared on sign-out. The texts are
 * translation keys, translated when shown, so code outside React (the API client's
 * session-expired event) can push them and a locale switch re-translates them.
 */
const texts = defineMessages({
  emailConfirmedTitle: {
    id: 'flash.emailConfirmed.title',
    defaultMessage: 'Email address confirmed',
  },
  emailConfirmed: {
    id: 'flash.emailConfirmed',
    defaultMessage: 'Your email address {email} is confirmed. You can sign in now.',
  },
  passwordResetTitle: { id: 'flash.passwordReset.title', defaultMessage: 'Password changed' },
  cancelledTitle: {
    id: 'flash.subscriptionCancelled.title',
    defaultMessage: 'Subscription cancelled',
  },
  cancelled: {
    id: 'flash.subscriptionCancelled',
    defaultMessage:
      'Your subscription has been cancelled. You can subscribe again in the shop at any time.',
  },
  googleConnectedTitle: {
    id: 'flash.googleConnected.title',
    defaultMessage: 'Next step: grant your locations',
  },
  googleConnected: {
    id: 'flash.googleConnected',
    defaultMessage: 'Now grant the locations whose reviews you want to manage.',
  },
  signedOutTitle: { id: 'flash.signedOut.title', defaultMessage: 'Signed out' },
  signedOut: {
    id: 'flash.signedOut',
    defaultMessage: 'You have signed out. Sign in again to continue.',
  },
});

/** This module's own texts by id, which the flash area translates before asking the server catalogue. */
export const outcomeMessages: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  Object.values(texts).map((descriptor) => [descriptor.id, descriptor]),
);

/** One outcome: its type and the keys of its title and message. */
export interface FlashOutcome {
  type: FlashType;
  titleKey: string;
  messageKey: string;
}

/**
 * The outcomes. Server keys are reused where the text exists already:
 * `auth.password_reset.success` and `note` / `auth.session.expired` (spec
 * section 8, Background refresh with 401).
 */
export const flashOutcomes = {
  emailConfirmed: {
    type: 'success',
    titleKey: texts.emailConfirmedTitle.id,
    messageKey: texts.emailConfirmed.id,
  },
  passwordReset: {
    type: 'success',
    titleKey: texts.passwordResetTitle.id,
    messageKey: 'auth.password_reset.success',
  },
  subscriptionCancelled: {
    type: 'info',
    titleKey: texts.cancelledTitle.id,
    messageKey: texts.cancelled.id,
  },
  googleConnected: {
    type: 'success',
    // Its own title: the toast already says "Google account connected" (spec section 2).
    titleKey: texts.googleConnectedTitle.id,
    messageKey: texts.googleConnected.id,
  },
  sessionExpired: { type: 'warning', titleKey: 'note', messageKey: 'auth.session.expired' },
  // The owner pressed Logout: the login page says it worked (fourth owner trial).
  signedOut: { type: 'success', titleKey: texts.signedOutTitle.id, messageKey: texts.signedOut.id },
} as const satisfies Record<string, FlashOutcome>;

/** The outcome names. */
export type FlashOutcomeName = keyof typeof flashOutcomes;

/**
 * Shows an outcome as a flash message. One flash per outcome (its key is the outcome's), so
 * repeating the flow replaces it instead of stacking. Callable outside React, e.g. by the
 * commerce code after a cancellation: `pushOutcomeFlash(center, 'subscriptionCancelled')`.
 * Returns the flash's key.
 */
export function pushOutcomeFlash(
  center: NotificationCenter,
  outcome: FlashOutcomeName,
  values: Record<string, string | number> = {},
): string {
  return center.pushFlash({
    key: `outcome.${outcome}`,
    ...flashOutcomes[outcome],
    messageValues: values,
  });
}
