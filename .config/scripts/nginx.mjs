// Debian's nginx with the production config of apps/web/deploy (issue 9, Serve it for real),
// shared by the nginx e2e project (serve-nginx.mjs) and the benchmark (bench.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { BROTLI_STATIC_MODULE, cacheDir, ensureNginx, root } from './lib.mjs';

export { BROTLI_STATIC_MODULE };

const deploy = join(root, 'apps/web/deploy');

/**
 * A self-signed certificate for localhost and 127.0.0.1, made afresh for each server start
 * (issue 14: the bench and the nginx e2e project speak HTTPS and HTTP/2 like production).
 * Returns the file paths and the base64 SHA-256 of the public key, which Chromium accepts with
 * `--ignore-certificate-errors-spki-list` without ignoring any other certificate error (a
 * service worker, as the demo's mock backend, registers only over a trusted connection).
 * `reuse` keeps a certificate made in the last 12 hours: the Playwright config and the server it
 * starts must agree on it.
 */
export function makeCertificate(dir, { reuse = false } = {}) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  mkdirSync(dir, { recursive: true });
  const fresh = existsSync(cert) && Date.now() - statSync(cert).mtimeMs < 12 * 3600_000;
  if (!(reuse && fresh && existsSync(key))) makeNewCertificate(cert, key);
  const der = spawnSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout'], {
    encoding: 'utf8',
  });
  const spki = spawnSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: der.stdout });
  const hash = spawnSync('openssl', ['dgst', '-sha256', '-binary'], { input: spki.stdout });
  return { cert, key, spki: hash.stdout.toString('base64') };
}

function makeNewCertificate(cert, key) {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
}

/**
 * Writes an nginx.conf serving `distDir` on https://127.0.0.1:`port` (HTTP/2) with the
 * production server block and a self-signed certificate; the production block's plain-HTTP
 * redirect is left out. `apiUpstream` (e.g. `http://127.0.0.1:9000`) proxies `/api/` to a
 * backend on the same origin, so the strict `connect-src 'self'` holds.
 */
export function writeNginxConfig({
  port,
  distDir,
  apiUpstream,
  name = `nginx-${port}`,
  reuseCertificate = false,
}) {
  const prefix = join(cacheDir, name);
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const certificate = makeCertificate(prefix, { reuse: reuseCertificate });
  let server = readFileSync(join(deploy, 'nginx.conf'), 'utf8')
    .replace(/server \{\s*listen 80;[^}]*\}\n/, '')
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`)
    .replaceAll('/etc/ssl/locperf/fullchain.pem', certificate.cert)
    .replaceAll('/etc/ssl/locperf/privkey.pem', certificate.key)
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
  // Started as root, nginx runs its workers as `nobody`, who cannot read a build under a home
  // directory (issue 14). This local server runs them as the user who started it instead.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  // Brotli copies are served when Debian's module is there (ensureNginx installs it); without
  // it, the gzip copies and on-the-fly gzip still work.
  let brotli = '';
  if (existsSync(BROTLI_STATIC_MODULE)) brotli = `load_module ${BROTLI_STATIC_MODULE};\n`;
  else server = server.replace(/^\s*brotli_static on;\n/m, '');
  const config = `${brotli}daemon off;
${user}worker_processes 1;
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
  return { prefix, file, certificate };
}

/**
 * Starts nginx in the foreground as a child process; returns the child and the certificate
 * (`cert` path and `spki` hash) it serves.
 */
export function startNginx(options) {
  const nginx = ensureNginx();
  const { prefix, file, certificate } = writeNginxConfig(options);
  const child = spawn(nginx, ['-p', prefix, '-c', file], { stdio: options.stdio ?? 'inherit' });
  return { child, certificate };
}
