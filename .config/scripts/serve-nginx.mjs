// Serves apps/web/dist with Debian's nginx and the production config of apps/web/deploy, for the
// nginx end-to-end project (issue 9). Usage: node serve-nginx.mjs [port]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, ensureNginx, root } from './lib.mjs';

const port = process.argv[2] ?? '8088';
const nginx = ensureNginx();
const deploy = join(root, 'apps/web/deploy');
const prefix = join(cacheDir, 'nginx');
mkdirSync(join(prefix, 'logs'), { recursive: true });

const server = readFileSync(join(deploy, 'nginx.conf'), 'utf8')
  .replaceAll('listen 8080;', `listen 127.0.0.1:${port};`)
  .replaceAll('root /srv/locperf;', `root ${join(root, 'apps/web/dist')};`)
  .replaceAll(
    '/etc/nginx/snippets/locperf-security-headers.conf',
    join(deploy, 'security-headers.conf'),
  );

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
const child = spawn(nginx, ['-p', prefix, '-c', file], { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
