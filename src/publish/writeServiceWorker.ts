// After the build: writes <BUILD_DIR or dist>/client/sw.js from src/features/offline/serviceWorker.js, with the
// offline page and the icon to keep (each with a hash of its content, so a new build replaces them), minified.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { transform } from 'esbuild';

const client = join(process.env.BUILD_DIR || 'dist', 'client');
const precache = [
  { url: '/offline/', file: 'offline/index.html' },
  { url: '/favicon.svg', file: 'favicon.svg' },
].map(({ url, file }) => ({
  url,
  revision: createHash('sha256')
    .update(readFileSync(join(client, file)))
    .digest('hex')
    .slice(0, 10),
}));

const source = readFileSync(new URL('../features/offline/serviceWorker.js', import.meta.url), 'utf8');
const { code } = await transform(source, {
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { __PRECACHE__: JSON.stringify(precache) },
});
writeFileSync(join(client, 'sw.js'), code);
console.log(
  `service worker: ${join(client, 'sw.js')} (${precache.length} files kept for offline use; ${(brotliCompressSync(code).length / 1024).toFixed(1)} KB with brotli)`,
);
