import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor wait on state; 1 s (the default) was too short a cap for lazy chunks such as
// the insights charts on a loaded 2-core machine (a run failed once in five). The stories use
// the same cap (apps/storybook/.storybook/preview.tsx).
configure({ asyncUtilTimeout: 5000 });

// The test files share one page per worker (`isolate: false` in vitest.config.ts, CI time): each
// file starts from an empty document, empty storage and the root URL, whatever the file before it
// left (a portal outside RTL's container, a stored consent, a theme on <html>).
beforeAll(() => {
  // Files under `@vitest-environment node` (server rendering) have no document.
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

afterEach(() => cleanup());
