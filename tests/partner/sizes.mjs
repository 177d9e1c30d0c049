// What a partner ships (issue 17): gzip sizes measured in the stock Vite 8 + React 19 app of
// setup.mjs, from the packed tarballs, beyond React, side by side with react-google-reviews
// installed from npm in the same app. Printed by `pnpm --filter @locperf/embed bench:embed`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { partnerRoot } from './setup.mjs';

const app = join(partnerRoot, 'vite8-react19');

/** One partner page per variant; `react` alone is the baseline every size is taken beyond. */
const pages = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.body).render(<p>x</p>);`,
  reviewWidget: `import { EmbedProvider, ReviewWidget } from '@locperf/features/review-widget';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(
  <EmbedProvider apiBase="/api" getToken={() => 't'} locale="de"><ReviewWidget locationId="l" /></EmbedProvider>,
);`,
  reviewWidgetProvider: `import { LocperfProvider } from '@locperf/features/provider';
import { ReviewWidget } from '@locperf/features/review-widget';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(
  <LocperfProvider apiBase="/api" locale="de"><ReviewWidget locationId="l" /></LocperfProvider>,
);`,
  reactGoogleReviews: `import { ReactGoogleReviews } from 'react-google-reviews';
import 'react-google-reviews/dist/index.css';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(<ReactGoogleReviews layout="carousel" featurableId="x" />);`,
};

/** Gzip (level 9) of the JS and CSS a page loads up front (its entry and static imports). */
function measure(name, source) {
  const dir = join(app, 'size', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.tsx'), source);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><script type="module" src="./main.tsx"></script></body></html>',
  );
  const out = join(dir, 'dist');
  execFileSync(
    process.execPath,
    [
      join(app, 'node_modules/vite/bin/vite.js'),
      'build',
      dir,
      '--outDir',
      out,
      '--logLevel',
      'error',
    ],
    { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const upfront = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  let bytes = 0;
  for (const file of upfront) bytes += gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
  return bytes;
}

/** Sizes beyond React in bytes, or undefined when the partner app is not set up. */
export function partnerSizes() {
  if (!existsSync(join(app, 'node_modules/react-google-reviews'))) return undefined;
  const base = measure('react', pages.react);
  const sizes = {};
  for (const [name, source] of Object.entries(pages))
    if (name !== 'react') sizes[name] = measure(name, source) - base;
  rmSync(join(app, 'size'), { recursive: true, force: true });
  return { react: base, ...sizes };
}

if (process.argv[1]?.endsWith('sizes.mjs'))
  process.stdout.write(`${JSON.stringify(partnerSizes(), null, 2)}\n`);
