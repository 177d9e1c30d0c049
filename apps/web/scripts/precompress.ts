/**
 * Issue 14, fewer bytes on a slow phone network: after the build (and the prerendered pages),
 * every text file of `dist/` gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy
 * beside it. nginx serves them as they are (`brotli_static`, `gzip_static` in deploy/nginx.conf)
 * instead of compressing each request at gzip level 6: brotli's copy of the app's JavaScript is
 * about an eighth smaller, and no CPU is spent per request. Source maps are left alone (not sent
 * to users), and so are files too small to gain anything.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What gets a compressed copy: the text types nginx would otherwise gzip on the fly. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer outweigh what it saves (gzip_min_length). */
export const MIN_BYTES = 256;

/** Writes the `.br` and `.gz` copies of every compressible file under `dir`; returns how many. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDirectory(path);
      continue;
    }
    if (!compressible.test(entry.name)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The Vite plugin: runs once the browser build and every other `writeBundle` step are done. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'locperf:precompress',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the prerendered pages (prerender.ts writes them in its own writeBundle).
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
