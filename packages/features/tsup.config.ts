import { defineConfig } from 'tsup';
import { styledPackageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...styledPackageBuild,
  entry: {
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
    'notifications/index': 'src/notifications/index.ts',
    'side-nav/index': 'src/side-nav/index.ts',
    'subscription-required/index': 'src/subscription-required/index.ts',
    'toasts/index': 'src/toasts/index.ts',
  },
  // Peers and our own packages stay imports, so an app holds one copy of each.
  external: [/^react/, /^@locperf\//, 'swr', 'msw'],
});
