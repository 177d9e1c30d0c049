import type { AnyEndpoint } from '../client/endpoint';
import { searchUsers, sendSignUpEmail } from '../admin/admin';
import { getAttention } from '../attention/attention';
import {
  confirmEmailEndpoint,
  getSessionEndpoint,
  refreshEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  tokenExchangeEndpoint,
  signOutEndpoint,
  signUpEndpoint,
} from '../auth/endpoints';
import { validateCart } from '../cart/cart';
import {
  confirmCheckoutSession,
  createCheckoutSession,
  getCheckoutSession,
} from '../checkout/checkout';
import { sendContactRequest } from '../contact/contact';
import {
  createCustomer,
  deleteCustomer,
  listCustomers,
  updateCustomer,
} from '../customers/customers';
import {
  connectGoogleAccount,
  disconnectGoogleAccount,
  listGoogleAccounts,
  reauthorizeGoogleAccount,
  syncGoogleAccounts,
} from '../google-accounts/google-accounts';
import { getInsights } from '../insights/insights';
import { getInvoice, listInvoices } from '../invoices/invoices';
import { grantLocation, listLocations, revokeLocation } from '../locations/locations';
import { getOrganization, updateOrganization } from '../organization/organization';
import {
  changePassword,
  getNotificationSettings,
  getProfile,
  updateNotificationSettings,
  updateProfile,
} from '../profile/profile';
import {
  getResponderSettings,
  updateResponderSettings,
} from '../responder-settings/responder-settings';
import {
  deleteReviewReply,
  editReviewReply,
  generateReviewDraft,
  getAiQuota,
  getReview,
  listReviews,
  publishReviewReply,
  saveReviewDraft,
} from '../reviews/reviews';
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate,
} from '../reply-templates/reply-templates';
import { getPromoCode, listProducts } from '../shop/shop';
import {
  cancelSubscription,
  listSubscriptions,
  resumeSubscription,
} from '../subscriptions/subscriptions';
import { getSystemInfoEndpoint } from '../system/system-info';
import { getWidgetBooster, getWidgetReviews } from '../widgets/widgets';

export type { AnyEndpoint };

/**
 * Every endpoint of the contract, in the order of openapi.json. The mock handlers and the
 * property test iterate this list, so a new endpoint is served, documented and fuzzed by adding
 * it here.
 */
export const endpoints: readonly AnyEndpoint[] = [
  signInEndpoint,
  signUpEndpoint,
  confirmEmailEndpoint,
  getSessionEndpoint,
  refreshEndpoint,
  signOutEndpoint,
  tokenExchangeEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  getProfile,
  updateProfile,
  changePassword,
  getNotificationSettings,
  updateNotificationSettings,
  getOrganization,
  updateOrganization,
  listGoogleAccounts,
  connectGoogleAccount,
  reauthorizeGoogleAccount,
  syncGoogleAccounts,
  disconnectGoogleAccount,
  listLocations,
  grantLocation,
  revokeLocation,
  listReviews,
  getReview,
  saveReviewDraft,
  generateReviewDraft,
  publishReviewReply,
  editReviewReply,
  deleteReviewReply,
  getAiQuota,
  listReplyTemplates,
  createReplyTemplate,
  updateReplyTemplate,
  deleteReplyTemplate,
  getAttention,
  getResponderSettings,
  updateResponderSettings,
  getInsights,
  listProducts,
  getPromoCode,
  validateCart,
  createCheckoutSession,
  getCheckoutSession,
  confirmCheckoutSession,
  listInvoices,
  getInvoice,
  listSubscriptions,
  cancelSubscription,
  resumeSubscription,
  listCustomers,
  createCustomer,
  updateCustomer,
  deleteCustomer,
  searchUsers,
  sendSignUpEmail,
  sendContactRequest,
  getSystemInfoEndpoint,
  getWidgetReviews,
  getWidgetBooster,
];
