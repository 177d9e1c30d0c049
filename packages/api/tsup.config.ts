import { defineConfig } from 'tsup';
import { packageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...packageBuild,
  entry: {
    'client/index': 'src/client/index.ts',
    'react/index': 'src/react/index.ts',
    'auth/index': 'src/auth/index.ts',
    'messages/index': 'src/messages/index.ts',
    'system/index': 'src/system/index.ts',
    'profile/index': 'src/profile/index.ts',
    'organization/index': 'src/organization/index.ts',
    'google-accounts/index': 'src/google-accounts/index.ts',
    'locations/index': 'src/locations/index.ts',
    'reviews/index': 'src/reviews/index.ts',
    'responder-settings/index': 'src/responder-settings/index.ts',
    'shop/index': 'src/shop/index.ts',
    'cart/index': 'src/cart/index.ts',
    'checkout/index': 'src/checkout/index.ts',
    'invoices/index': 'src/invoices/index.ts',
    'subscriptions/index': 'src/subscriptions/index.ts',
    'customers/index': 'src/customers/index.ts',
    'admin/index': 'src/admin/index.ts',
    'contact/index': 'src/contact/index.ts',
    'widgets/index': 'src/widgets/index.ts',
    'forms/index': 'src/forms/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/browser': 'src/mocks/browser.ts',
    'mocks/db': 'src/mocks/db.ts',
  },
  external: ['react', 'react-dom', 'swr', 'zod', 'msw'],
});
