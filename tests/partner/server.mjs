// Serves the built partner apps (setup.mjs) under /<app>/, the source-built reference under
// /reference/, and the mock backend under /api/,
// answered in Node through msw's getResponse with the same handlers as the demo and the unit
// tests (the token exchange of issue 17 included).
//   node --conditions=@locperf/source --import tsx tests/partner/server.mjs PORT
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { getResponse } from 'msw';
import { handlers } from '@locperf/mocks';
import { apps, partnerRoot } from './setup.mjs';

const port = Number(process.argv[2] ?? 5420);
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
  const [, app, ...rest] = url.pathname.split('/');
  if (!app || !(app in apps || app === 'reference')) return res.writeHead(404).end();
  const base = join(partnerRoot, app, 'dist');
  let file = normalize(join(base, ...rest));
  if (!file.startsWith(base)) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
  });
  createReadStream(file).pipe(res);
}).listen(port, () => console.warn(`partner apps on http://localhost:${port}/`));
