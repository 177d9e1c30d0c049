import { defineConfig } from 'tsup';
import { styledPackageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...styledPackageBuild,
  entry: {
    'embed/booster-widget-entry': 'src/embed/booster-widget-entry.ts',
    'embed/index': 'src/embed/index.ts',
    'embed/review-widget-entry': 'src/embed/review-widget-entry.ts',
    'embed/texts': 'src/embed/texts.ts',
    'cart/index': 'src/cart/index.ts',
    'cart/store-index': 'src/cart/store-index.ts',
    'checkout/index': 'src/checkout/index.ts',
    'booster-config/index': 'src/booster-config/index.ts',
    'google-accounts/index': 'src/google-accounts/index.ts',
    'reply-editor/index': 'src/reply-editor/index.ts',
    'responder-settings/index': 'src/responder-settings/index.ts',
    'review-inbox/index': 'src/review-inbox/index.ts',
    'setup-helper/index': 'src/setup-helper/index.ts',
    'cookie-consent/index': 'src/cookie-consent/index.ts',
    'error-modal/index': 'src/error-modal/index.ts',
    'error-page/index': 'src/error-page/index.ts',
    'flash-messages/index': 'src/flash-messages/index.ts',
    'footer/index': 'src/footer/index.ts',
    'header/index': 'src/header/index.ts',
    'invoice-recipients/index': 'src/invoice-recipients/index.ts',
    'notifications/index': 'src/notifications/index.ts',
    'shop/index': 'src/shop/index.ts',
    'side-nav/index': 'src/side-nav/index.ts',
    'subscription-required/index': 'src/subscription-required/index.ts',
    'subscriptions/index': 'src/subscriptions/index.ts',
    'toasts/index': 'src/toasts/index.ts',
  },
  // Peers and our own packages stay imports, so an app holds one copy of each.
  external: [/^react/, /^@locperf\//, 'swr', 'msw'],
});
