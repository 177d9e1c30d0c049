import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait on state; 1 s (the default) was too short a cap for lazy chunks such as
// the insights charts on a loaded 2-core machine (a run failed once in five). The stories use
// the same cap (apps/storybook/.storybook/preview.tsx).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
