// The custom elements from the packed @locperf/embed, bundled by the partner's Vite or webpack (issue 17).
import '@locperf/embed/loader.js';

// No api-base: the default, the loader's origin + /api, is this page's server in every bundler.
for (const element of document.querySelectorAll('locperf-reviews'))
  (element as HTMLElement & { token: string }).token = 'demo-widget-token';
