// The mock backend of @locperf/mocks as a real HTTP server, so the benchmark can measure a
// production build (no demo service worker, no mock code in the bundle) against a backend.
// Usage: node mock-api-server.mjs <port>  (bundle-mocks.mjs must have run first)
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';

const [bundle, port] = [process.argv[2], Number(process.argv[3] ?? 9300)];
const { handlers } = await import(pathToFileURL(bundle).href);

const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(`http://mock.local${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const response = (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(port, '127.0.0.1', () => console.log(`mock API on http://127.0.0.1:${port}`));
