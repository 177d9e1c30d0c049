// Serves apps/web/dist over HTTPS and HTTP/2 (self-signed) with Debian's nginx and the production config of apps/web/deploy, for the
// nginx end-to-end project (issue 9). Usage: node serve-nginx.mjs [port]
import { join } from 'node:path';
import { root } from './lib.mjs';
import { startNginx } from './nginx.mjs';

const port = process.argv[2] ?? '8088';
// The Playwright config made (or reuses) the same certificate to tell Chromium to accept it.
const { child } = startNginx({
  port,
  distDir: join(root, 'apps/web/dist'),
  name: 'nginx',
  reuseCertificate: true,
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
