// After `astro build`: writes .br and .gz twins of every text file in <BUILD_DIR or dist>/client, so the server never compresses static files on the fly.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = join(process.env.BUILD_DIR || 'dist', 'client');
const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

// Inline the page loader into every built page (see src/server/pageScript.server.ts).
const { inlinePageScript } = await import('../src/server/pageScript.server.ts');
for (const path of files(client)) {
  if (extname(path) !== '.html') continue;
  const html = readFileSync(path, 'utf8');
  const inlined = inlinePageScript(html, client);
  if (inlined !== html) writeFileSync(path, inlined);
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(client)) {
  if (!TEXT.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.byteLength < 512) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.byteLength;
  after += br.byteLength;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB brotli`);
