// Debian's nginx with the production config of apps/web/deploy (issue 9, Serve it for real),
// shared by the nginx e2e project (serve-nginx.mjs) and the benchmark (bench.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, ensureNginx, root } from './lib.mjs';

const deploy = join(root, 'apps/web/deploy');

/**
 * Writes an nginx.conf serving `distDir` on 127.0.0.1:`port` with the production server block.
 * `apiUpstream` (e.g. `http://127.0.0.1:9000`) proxies `/api/` to a backend on the same origin,
 * so the strict `connect-src 'self'` holds.
 */
export function writeNginxConfig({ port, distDir, apiUpstream, name = `nginx-${port}` }) {
  const prefix = join(cacheDir, name);
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  let server = readFileSync(join(deploy, 'nginx.conf'), 'utf8')
    .replaceAll('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('root /srv/locperf;', `root ${distDir};`)
    .replaceAll(
      '/etc/nginx/snippets/locperf-security-headers.conf',
      join(deploy, 'security-headers.conf'),
    );
  if (apiUpstream) {
    const proxy = `
    location /api/ {
        proxy_pass ${apiUpstream}/;
        proxy_set_header Host $host;
    }
`;
    server = server.replace(/\n}\s*$/, `${proxy}}\n`);
  }
  const config = `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  ${server}
}
`;
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return { prefix, file };
}

/** Starts nginx in the foreground as a child process; returns the child. */
export function startNginx(options) {
  const nginx = ensureNginx();
  const { prefix, file } = writeNginxConfig(options);
  return spawn(nginx, ['-p', prefix, '-c', file], { stdio: options.stdio ?? 'inherit' });
}
