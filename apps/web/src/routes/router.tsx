import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './root-layout';

/**
 * The data router. Pages are lazy-loaded per route (issue 5 adds the 22 routes of spec
 * section 2); the layout composes the shell widgets from @locperf/features.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // Lazy pages load after the first paint; the layout itself renders at once.
      HydrateFallback: () => null,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./home')).HomePage }) },
        { path: 'login', lazy: async () => ({ Component: (await import('./login')).LoginPage }) },
      ],
    },
  ]);
}
