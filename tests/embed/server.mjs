// The partner pages' server for the embed tests (issue 8): static host pages, the built
// widgets and the mock backend's handlers (the same MSW handlers as the demo and the unit
// tests), answered in Node through msw's getResponse. Run with the @locperf/source condition and
// tsx so the api sources load: node --conditions=@locperf/source --import tsx server.mjs PORT
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from '@locperf/mocks';

const here = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.argv[2] ?? 4480);
const roots = {
  '/embed/': join(here, '../../packages/embed/dist'),
  '/react/': join(here, 'react-host/dist'),
  '/host/': here,
  '/': join(here, 'plain'),
};
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function answerApi(req, res, url) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]],
    ),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const response = await getResponse(handlers, request);
  // Partners call the API cross-origin: allow it with the headers of the widget token, the user
  // token (Api-Authorization) and the token exchange (Authorization, JSON bodies).
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Widget-Token, Api-Authorization, Authorization, Content-Type, Accept-Language, Accept',
  );
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  if (!response) return res.writeHead(404).end();
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  if (url.pathname.startsWith('/api/')) {
    answerApi(req, res, url).catch(() => res.writeHead(500).end());
    return;
  }
  const prefix = Object.keys(roots).find((p) => url.pathname.startsWith(p)) ?? '/';
  let file = normalize(join(roots[prefix], url.pathname.slice(prefix.length)));
  if (!file.startsWith(roots[prefix])) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
  });
  createReadStream(file).pipe(res);
}).listen(port, () =>
  console.warn(
    `embed host pages on http://localhost:${port}/, the mock API at http://localhost:${port}/api (use it as apiBase)`,
  ),
);
