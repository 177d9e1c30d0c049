// The custom elements from the packed @locperf/embed, bundled by the partner's Vite (issue 17).
import '@locperf/embed/loader.js';

const api = `${location.origin}/api`;
for (const element of document.querySelectorAll('locperf-reviews')) {
  element.setAttribute('api-base', api);
  (element as HTMLElement & { token: string }).token = 'demo-widget-token';
}
