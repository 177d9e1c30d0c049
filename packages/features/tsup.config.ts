import { defineConfig } from 'tsup';
import { styledPackageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...styledPackageBuild,
  entry: {
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
    'admin/index': 'src/admin/index.ts',
    'auth/index': 'src/auth/index.ts',
    'contact-form/index': 'src/contact-form/index.ts',
    'forms/index': 'src/forms/index.ts',
    'home-summary/index': 'src/home-summary/index.ts',
    'legal-page/index': 'src/legal-page/index.ts',
    'organization/index': 'src/organization/index.ts',
    'profile/index': 'src/profile/index.ts',
  },
  // Peers and our own packages stay imports, so an app holds one copy of each.
  external: [/^react/, /^@locperf\//, 'swr', 'msw'],
});
